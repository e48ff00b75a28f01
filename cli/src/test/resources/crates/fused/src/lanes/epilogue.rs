//! An epilogue chosen through a trait: each implementation is one Vector Engine pass.

use super::*;

/// A pass applied to accumulated rows before they are stored.
pub trait Epilogue {
    /// The pass over `x`, committed at `addr`.
    fn finish(&self, ctx: &mut Context, x: &Rows<i32>, addr: u64) -> Rows<i32>;
}

/// Multiplies by `2^by`.
pub struct Shift {
    pub by: i32,
}

/// Clamps to `[lo, hi]`.
pub struct Clamp {
    pub lo: i32,
    pub hi: i32,
}

impl Epilogue for Shift {
    fn finish(&self, ctx: &mut Context, x: &Rows<i32>, addr: u64) -> Rows<i32> {
        row_stream!(ctx, x, i32, [
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::LeftShift, self.by)
            .vector_final()
            .commit(addr)
        ])
    }
}

impl Epilogue for Clamp {
    fn finish(&self, ctx: &mut Context, x: &Rows<i32>, addr: u64) -> Rows<i32> {
        row_stream!(ctx, x, i32, [
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_clip(ClipBinaryOpI32::Max, self.lo)
            .vector_clip(ClipBinaryOpI32::Min, self.hi)
            .vector_final()
            .commit(addr)
        ])
    }
}

/// Runs each epilogue of `steps` in turn, alternating between two buffers.
fn run_all(ctx: &mut Context, x: Rows<i32>, steps: &[&dyn Epilogue]) -> Rows<i32> {
    let mut cur = x;
    for (i, step) in steps.iter().enumerate() {
        let addr = if i % 2 == 0 { 0x8000 } else { 0xc000 };
        cur = step.finish(ctx, &cur, addr);
    }
    cur
}

/// `min(max(x · 8, -1000), 1000)`: a shift then a clamp, each an `Epilogue`.
#[device(chip = 1)]
pub fn shift_then_clamp(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<i32, Chip, m![A, B]> {
    let x_dm: Rows<i32> = x.to_dm(&mut ctx.tdma, 0x1000);
    let shift = Shift { by: 3 };
    let clamp = Clamp { lo: -1000, hi: 1000 };
    let y = run_all(ctx, x_dm, &[&shift, &clamp]);
    y.to_hbm(&mut ctx.tdma, 0x10000)
}
