//! Narrowing casts after the Vector Engine.

use super::*;

/// Symmetric i8 quantisation with a scale of 1 / 20: x · 20 rounded to the nearest integer (all 31
/// bits of the fixed-point result integer, ties away from zero),
/// clamped to [-128, 127].
#[device(chip = 1)]
pub fn clamp_quantise_i8(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, B]>) -> HbmTensor<i8, Chip, m![A, B]> {
    const INV_SCALE: f32 = 20.0;
    row_pass!(ctx, x, f32, Bytes<i8>, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![B]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), INV_SCALE)
        .vector_pad_way8::<m![B # 8]>()
        .vector_fp_to_fxp(31)
        .vector_clip(ClipBinaryOpI32::Max, i8::MIN as i32)
        .vector_clip(ClipBinaryOpI32::Min, i8::MAX as i32)
        .vector_final()
        .cast::<i8, m![B # 32]>()
    ])
}

/// i32 accumulators to i4: divided by 16 (an arithmetic shift, rounding down) and clamped to
/// [-8, 7].
#[device(chip = 1)]
pub fn shift_clamp_i4(ctx: &mut Context, acc: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<i4, Chip, m![A, B]> {
    row_pass!(ctx, acc, i32, DmTensor<i4, Chip, Cluster, m![A / 2], m![A % 2, B # 16]>, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::ArithRightShift, 4)
        .vector_clip(ClipBinaryOpI32::Max, -8)
        .vector_clip(ClipBinaryOpI32::Min, 7)
        .vector_final()
        .cast::<i4, m![B # 64]>()
    ])
}

/// Activations scaled by 1 / 4 and narrowed to f8e4m3 for an f8 matmul.
#[device(chip = 1)]
pub fn scale_to_f8(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, B]>) -> HbmTensor<f8e4m3, Chip, m![A, B]> {
    row_pass!(ctx, x, f32, Bytes<f8e4m3>, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![B]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.25f32)
        .vector_pad_way8::<m![B # 8]>()
        .vector_final()
        .cast::<f8e4m3, m![B # 32]>()
    ])
}

/// Q8 fixed point (23 integer bits, 8 fractional) to float, then an affine step: (x / 256) · 2 + 1.
#[device(chip = 1)]
pub fn q8_to_float_affine(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<f32, Chip, m![A, B]> {
    row_pass!(ctx, x, i32, Rows<f32>, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp_to_fp(23)
        .vector_trim_way4::<m![B]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32)
        .vector_fp_binary(FpBinaryOp::AddF, 1.0f32)
        .vector_pad_way8::<m![B # 8]>()
        .vector_final()
    ])
}

/// The same step as one fused multiply-add: broken, as the reference's `vector_fp_ternary` reads
/// the stash as f32 and this pass entered the Vector Engine as i32.
#[device(chip = 1)]
pub fn q8_affine_fused(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<f32, Chip, m![A, B]> {
    row_pass!(ctx, x, i32, Rows<f32>, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp_to_fp(23)
        .vector_trim_way4::<m![B]>()
        .vector_fp_ternary(FpTernaryOp::FmaF, (2.0f32, 1.0f32))
        .vector_pad_way8::<m![B # 8]>()
        .vector_final()
    ])
}
