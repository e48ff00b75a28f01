//! Conversions between the fixed-point and float units: a dequantisation by a scale and a zero
//! point, a requantisation rounded and clipped to the i8 range, and a Q1 value (one fraction
//! bit) finished by a fused multiply-add.

use super::*;

/// A quantisation's scale and zero point: `real = scale · (q − zero)`.
#[derive(Clone, Copy)]
pub struct Quant {
    pub scale: f32,
    pub zero: i32,
}

impl Quant {
    /// `scale · (q − zero)`, the fixed-point subtraction before the conversion.
    fn dequantize(self, ctx: &mut Context, q: &Acts<i32>) -> Acts<f32> {
        let q_dm = staged(ctx, q, 0);
        let out: Tokens<f32> = float_pass!(ctx, q_dm, i32, [
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::SubFxp, self.zero)
            .vector_fxp_to_fp(31)
        ], [
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), self.scale)
        ], [] .commit(at::dm(1)));
        out.to_hbm(&mut ctx.tdma, at::hbm(0))
    }

    /// `clip(round(x / scale) + zero, −128, 127)`: the float divided, rounded half away from zero
    /// by the conversion, shifted and clipped.
    fn requantize(self, ctx: &mut Context, x: &Acts<f32>) -> Acts<i32> {
        let x_dm = staged(ctx, x, 0);
        let out: Tokens<i32> = float_pass!(ctx, x_dm, f32, [
            .vector_intra_slice_branch(BranchMode::Unconditional)
        ], [
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), 1.0 / self.scale)
        ], [
            .vector_fp_to_fxp(31)
            .vector_clip(ClipBinaryOpI32::AddFxp, self.zero)
            .vector_clip(ClipBinaryOpI32::Max, i8::MIN as i32)
            .vector_clip(ClipBinaryOpI32::Min, i8::MAX as i32)
        ] .commit(at::dm(1)));
        out.to_hbm(&mut ctx.tdma, at::hbm(1))
    }
}

/// The activations' quantisation: steps of an eighth around 12.
pub const ACT: Quant = Quant { scale: 0.125, zero: 12 };

/// `0.125 · (q − 12)` as f32.
#[device(chip = 1)]
pub fn dequantize_acts(ctx: &mut Context, q: &Acts<i32>) -> Acts<f32> {
    ACT.dequantize(ctx, q)
}

/// `clip(round(4 x) + 12, −128, 127)` as i32.
#[device(chip = 1)]
pub fn requantize_acts(ctx: &mut Context, x: &Acts<f32>) -> Acts<i32> {
    Quant { scale: 0.25, ..ACT }.requantize(ctx, x)
}

/// A Q1 fixed-point value (30 integer bits, one fraction bit) as a float, then `3 v + 0.5`:
/// `1.5 q + 0.5`.
#[device(chip = 1)]
pub fn half_steps_affine(ctx: &mut Context, q: &Acts<i32>) -> Acts<f32> {
    let q_dm = staged(ctx, q, 2);
    let out: Tokens<f32> = float_pass!(ctx, q_dm, i32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp_to_fp(30)
    ], [
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 3.0f32)
        .vector_fp_binary(FpBinaryOp::AddF, 0.5f32)
    ], [] .commit(at::dm(3)));
    out.to_hbm(&mut ctx.tdma, at::hbm(2))
}
