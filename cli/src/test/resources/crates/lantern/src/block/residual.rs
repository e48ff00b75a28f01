//! Residual adds: the branch's output transformed, then added to the stream it left.

use super::*;

/// `x + max(y · 0.5, 0)`: the branch halved and through a ReLU, then the residual add.
#[device(chip = 1)]
pub fn residual_relu_half(ctx: &mut Context, x: &Hidden<f32>, y: &Hidden<f32>) -> Hidden<f32> {
    paired_f32!(ctx, x, y, [], [
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), (), 0.5f32)
    ], [
        .vector_clip(ClipBinaryOpF32::Max, (), 0.0f32)
        .vector_clip_zip(ClipBinaryOpF32::Add)
    ])
}

/// `x +sat (y >> 2)` in i32: the branch rounded down to a quarter, added without wrapping.
#[device(chip = 1)]
pub fn residual_quarter_sat(ctx: &mut Context, x: &Hidden<i32>, y: &Hidden<i32>) -> Hidden<i32> {
    paired!(ctx, x, y, i32, [
        .vector_fxp(FxpBinaryOp::ArithRightShift, (), 2)
        .vector_fxp_zip(FxpBinaryOp::AddFxpSat)
    ])
}

/// `−x + y` in f32, the stream's sign flipped by the logic unit on its bits (xor with `−0.0`).
#[device(chip = 1)]
pub fn residual_sign_flipped(ctx: &mut Context, x: &Hidden<f32>, y: &Hidden<f32>) -> Hidden<f32> {
    paired_f32!(ctx, x, y, [
        .vector_logic(LogicBinaryOpF32::BitXor, -0.0f32, ())
    ], [
        .vector_fp_zip(FpBinaryOp::AddF)
    ], [])
}
