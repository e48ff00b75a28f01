//! An affine step `3x − 5` behind a trait implemented for `i32` (the fixed-point unit) and for `f32`
//! (the floating-point unit), called by one generic function.

use crate::shapes::*;

/// An element type the Vector Engine maps by `x ↦ 3x − 5`.
pub trait Affine: VeScalar {
    /// `3x − 5` of the rows `x`, committed at `at`.
    fn affine(ctx: &mut Context, x: &Rows<Self>, at: u64) -> Rows<Self>;
}

impl Affine for i32 {
    fn affine(ctx: &mut Context, x: &Rows<i32>, at: u64) -> Rows<i32> {
        ctx.main
            .begin(x.view())
            .fetch::<i32, m![A % 2], m![B]>()
            .collect::<m![A % 2], m![B # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::MulInt, 3)
            .vector_fxp(FxpBinaryOp::SubFxp, 5)
            .vector_final()
            .commit(at)
    }
}

impl Affine for f32 {
    fn affine(ctx: &mut Context, x: &Rows<f32>, at: u64) -> Rows<f32> {
        ctx.main
            .begin(x.view())
            .fetch::<f32, m![A % 2], m![B]>()
            .collect::<m![A % 2], m![B # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_trim_way4::<m![B]>()
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 3.0f32)
            .vector_fp_binary(FpBinaryOp::SubF, 5.0f32)
            .vector_pad_way8::<m![B # 8]>()
            .vector_final()
            .commit(at)
    }
}

/// `3x − 5` of `x` of any [`Affine`] type, staged at 0x1000 and committed at 0x2000.
fn affine_of<D: Affine>(ctx: &mut Context, x: &Hbm<D>) -> Hbm<D> {
    let staged = Slot::<0x1000>::stage(ctx, x);
    let y = D::affine(ctx, &staged, Slot::<0x2000>::ADDRESS);
    y.to_hbm(&mut ctx.tdma, OUT)
}

/// `3x − 5` in i32, wrapping.
#[device(chip = 1)]
pub fn affine_i32(ctx: &mut Context, x: &Hbm<i32>) -> Hbm<i32> {
    affine_of(ctx, x)
}

/// `3x − 5` in f32, each step rounded.
#[device(chip = 1)]
pub fn affine_f32(ctx: &mut Context, x: &Hbm<f32>) -> Hbm<f32> {
    affine_of::<f32>(ctx, x)
}
