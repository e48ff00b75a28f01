//! One f32 stream through the float ALUs: a fused multiply-add ahead of the divider, and a
//! ternary whose arguments are rearranged around the stash.

use super::*;

/// `(3x + 2) / 4`: the fused multiply-add, then the divider with the stream as the dividend.
#[device(chip = 1)]
pub fn fma_then_quarter(ctx: &mut Context, x: &HbmQuads<f32>) -> HbmQuads<f32> {
    quads_pass!(ctx, x, f32, f32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![F]>()
        .vector_fp_ternary(FpTernaryOp::FmaF, (3.0f32, 2.0f32))
        .vector_fp_div(FpDivBinaryOp::DivF.with_mode(BinaryArgMode::Mode01), 4.0f32)
        .vector_pad_way8::<m![F # 8]>()
    ])
}

/// `3x`: the input kept in the stash, doubled, then `stash · 1 + 2x` (`Mode120`: both operands
/// first, the stream added last).
#[device(chip = 1)]
pub fn stash_plus_double(ctx: &mut Context, x: &HbmQuads<f32>) -> HbmQuads<f32> {
    quads_pass!(ctx, x, f32, f32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_stash()
        .vector_trim_way4::<m![F]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32)
        .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode120, (Stash, 1.0f32))
        .vector_pad_way8::<m![F # 8]>()
    ])
}

/// `x / 8`: halved by the multiplier, then divided by 4 (`vector_fp_div_with_mode`; the divider
/// runs once a pass, after the float ALUs).
#[device(chip = 1)]
pub fn half_then_quarter(ctx: &mut Context, x: &HbmQuads<f32>) -> HbmQuads<f32> {
    quads_pass!(ctx, x, f32, f32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![F]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.5f32)
        .vector_fp_div_with_mode(FpDivBinaryOp::DivF, BinaryArgMode::Mode01, 4.0f32)
        .vector_pad_way8::<m![F # 8]>()
    ])
}
