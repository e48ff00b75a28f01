//! f32 passes: unary operations on both unary ALUs, a ternary and a division, conversions.

use super::*;

/// Four elements a flit after `vector_trim_way4`.
type Front = m![L % 4];

/// `exp(tanh(x)) · 0.5`: the FPU ALU, the exp ALU and a multiplier in one pass.
#[device(chip = 1)]
pub fn tanh_exp_half(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![L]>) -> HbmTensor<f32, Chip, m![L]> {
    lane_pass!(ctx, x by flits as f32, BranchMode::Unconditional, [
        .vector_trim_way4::<Front>()
        .vector_fp_unary(FpUnaryOp::Tanh)
        .vector_fp_unary(FpUnaryOp::Exp)
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), 0.5f32)
        .vector_pad_way8::<m![L % 4 # 8]>()
    ], [] -> f32, [L % 8])
}

/// `(2x + 1) / 4`: a fused multiply-add, then the division unit by `Mode01` (stream / operand).
#[device(chip = 1)]
pub fn fma_quarter(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![L]>) -> HbmTensor<f32, Chip, m![L]> {
    lane_pass!(ctx, x by flits as f32, BranchMode::Unconditional, [
        .vector_trim_way4::<Front>()
        .vector_fp_ternary(FpTernaryOp::FmaF, (2.0f32, 1.0f32))
        .vector_fp_div_with_mode(FpDivBinaryOp::DivF, BinaryArgMode::Mode01, 4.0f32)
        .vector_pad_way8::<m![L % 4 # 8]>()
    ], [] -> f32, [L % 8])
}

/// `x · 2 + 3` by the ternary with its operands swapped (`Mode102`: `fma(2, x, 3)`), then the
/// fixed-point conversion with 31 integer bits (rounding to an integer) and `max(·, 0)`.
#[device(chip = 1)]
pub fn fma_to_int(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x by flits as f32, BranchMode::Unconditional, [
        .vector_trim_way4::<Front>()
        .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode102, (2.0f32, 3.0f32))
        .vector_pad_way8::<m![L % 4 # 8]>()
        .vector_fp_to_fxp(31)
        .vector_clip(ClipBinaryOpI32::Max, 0)
    ], [] -> i32, [L % 8])
}

/// An i32 turned into f32 with 16 integer bits (`x / 2^15`), squared, and summed with itself by
/// the clip adder: `2 · (x / 32768)²`.
#[device(chip = 1)]
pub fn fixed_square(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<f32, Chip, m![L]> {
    lane_pass!(ctx, x by flits as i32, BranchMode::Unconditional, [
        .vector_fxp_to_fp(16)
        .vector_trim_way4::<Front>()
        .vector_fp_binary_with_mode(FpBinaryOp::MulF(FpMulAlu::Fma), BinaryArgMode::Mode00, 0.0f32)
        .vector_pad_way8::<m![L % 4 # 8]>()
        .vector_clip_with_mode(ClipBinaryOpF32::Add, BinaryArgMode::Mode00, 0.0f32)
    ], [] -> f32, [L % 8])
}

/// bf16 widened to f32, `sigmoid`, and rounded back to bf16.
#[device(chip = 1)]
pub fn bf16_sigmoid(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![L]>) -> HbmTensor<bf16, Chip, m![L]> {
    lane_pass!(ctx, x by flits as f32, BranchMode::Unconditional, [
        .vector_trim_way4::<Front>()
        .vector_fp_unary(FpUnaryOp::Sigmoid)
        .vector_pad_way8::<m![L % 4 # 8]>()
    ], [.cast::<bf16, m![L % 4 # 16]>()] -> bf16, [L % 8])
}

/// `erf(x)`, an operation the reference leaves `todo!()`.
#[device(chip = 1)]
pub fn erf(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![L]>) -> HbmTensor<f32, Chip, m![L]> {
    lane_pass!(ctx, x by flits as f32, BranchMode::Unconditional, [
        .vector_trim_way4::<Front>()
        .vector_fp_unary(FpUnaryOp::Erf)
        .vector_pad_way8::<m![L % 4 # 8]>()
    ], [] -> f32, [L % 8])
}
