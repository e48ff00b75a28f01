//! The clip unit's absolute comparisons and the fixed-point unit's saturating steps.

use super::*;

/// The value nearer zero of `x` and 100, then the value farther from zero of that and −5:
/// `absmax(absmin(x, 100), −5)` (a tie keeps the operand).
#[device(chip = 1)]
pub fn abs_window(ctx: &mut Context, x: &HbmRows<i32>) -> HbmRows<i32> {
    rows_kernel!(ctx, x, i32, Rows<i32>, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpI32::AbsMin, 100)
        .vector_clip(ClipBinaryOpI32::AbsMax, -5)
    ])
}

/// `x −sat 2³⁰`, then `<<sat 1`: both saturating at the i32 bounds.
#[device(chip = 1)]
pub fn drop_then_double_sat(ctx: &mut Context, x: &HbmRows<i32>) -> HbmRows<i32> {
    const DROP: i32 = 1 << 30;
    rows_kernel!(ctx, x, i32, Rows<i32>, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::SubFxpSat, DROP)
        .vector_fxp(FxpBinaryOp::LeftShiftSat, 1)
    ])
}

/// The value farther from zero of `x` and 0.25, plus 1, on f32 lanes by the clip unit:
/// `absmax(x, 0.25) + 1`.
#[device(chip = 1)]
pub fn absmax_quarter_plus_one(ctx: &mut Context, x: &HbmQuads<f32>) -> HbmQuads<f32> {
    let x_dm: Quads<f32> = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let y: Quads<f32> = quad_stream!(ctx, x_dm, f32, 1, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpF32::AbsMax, 0.25f32)
        .vector_clip(ClipBinaryOpF32::Add, 1.0f32)
    ]);
    y.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}
