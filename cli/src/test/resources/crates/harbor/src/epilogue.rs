//! Epilogues chosen by a trait: a kernel generic over the step it applies after loading its rows,
//! the steps a bias, a const-generic scale and a clamp, and a chain of two.

use crate::shapes::*;
use furiosa_visa_std::prelude::*;

/// One pass over a row tensor in DM, committed at slot `slot`.
pub trait Epilogue {
    /// The rows after this step.
    fn apply(&self, ctx: &mut Context, x: &Rows<i32>, slot: usize) -> Rows<i32>;
}

/// Adds a constant.
pub struct Bias(pub i32);

/// Multiplies by `N`.
pub struct Scale<const N: i32>;

/// Clamps to `[LO, HI]`.
pub struct Clamp<const LO: i32, const HI: i32>;

impl Epilogue for Bias {
    fn apply(&self, ctx: &mut Context, x: &Rows<i32>, slot: usize) -> Rows<i32> {
        row_stream!(ctx, x, i32, slot, [
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::AddFxp, self.0)
        ])
    }
}

impl<const N: i32> Epilogue for Scale<N> {
    fn apply(&self, ctx: &mut Context, x: &Rows<i32>, slot: usize) -> Rows<i32> {
        row_stream!(ctx, x, i32, slot, [
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::MulInt, N)
        ])
    }
}

impl<const LO: i32, const HI: i32> Epilogue for Clamp<LO, HI> {
    fn apply(&self, ctx: &mut Context, x: &Rows<i32>, slot: usize) -> Rows<i32> {
        row_stream!(ctx, x, i32, slot, [
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_clip(ClipBinaryOpI32::Max, LO)
            .vector_clip(ClipBinaryOpI32::Min, HI)
        ])
    }
}

/// `x` staged, then `first` and `second` in turn, written back.
fn finish<E1: Epilogue, E2: Epilogue>(ctx: &mut Context, x: &HbmRows<i32>, first: &E1, second: &E2) -> HbmRows<i32> {
    let staged: Rows<i32> = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let once = first.apply(ctx, &staged, 1);
    let twice = second.apply(ctx, &once, 2);
    twice.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}

/// `(x + 7) · 3`.
#[device(chip = 1)]
pub fn bias_then_triple(ctx: &mut Context, x: &HbmRows<i32>) -> HbmRows<i32> {
    finish(ctx, x, &Bias(7), &Scale::<3>)
}

/// `clamp(x · −2, −50, 50)`.
#[device(chip = 1)]
pub fn negated_double_clamped(ctx: &mut Context, x: &HbmRows<i32>) -> HbmRows<i32> {
    finish(ctx, x, &Scale::<-2>, &Clamp::<-50, 50>)
}
