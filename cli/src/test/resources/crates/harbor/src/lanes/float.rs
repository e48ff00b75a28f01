//! Float lanes: the logarithm of a square root, and a square from the VRF by `Mode112`.

use super::*;

/// `log(x) · 0.5` (the logarithm of the square root).
#[device(chip = 1)]
pub fn half_log(ctx: &mut Context, x: &HbmQuads<f32>) -> HbmQuads<f32> {
    let x_dm: Quads<f32> = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let y: Quads<f32> = quad_stream!(ctx, x_dm, f32, 1, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![F]>()
        .vector_fp_unary(FpUnaryOp::Log)
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), 0.5f32)
        .vector_pad_way8::<m![F # 8]>()
    ]);
    y.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}

/// `(b² + 1) · a`: the stream `a` kept in the stash, the fused multiply-add on `b` from the VRF
/// twice and the constant 1 (`Mode112`: `fma(op0, op0, op1)`), then the product with the stash.
#[device(chip = 1)]
pub fn square_from_vrf(ctx: &mut Context, a: &HbmQuads<f32>, b: &HbmQuads<f32>) -> HbmQuads<f32> {
    let a_dm: Quads<f32> = a.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let b_dm: Quads<f32> = b.to_dm(&mut ctx.tdma, SLOTS.at(2));
    let b_vrf: VrfTensor<f32, Chip, Cluster, m![A / 2], m![A % 2, F]> = ctx
        .sub
        .begin(b_dm.view())
        .fetch::<f32, m![A % 2], m![F]>()
        .collect::<m![A % 2], m![F # 8]>()
        .to_vrf(0);
    let y: Quads<f32> = quad_stream!(ctx, a_dm, f32, 1, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![F]>()
        .vector_stash()
        .vector_fp_ternary_with_mode(
            FpTernaryOp::FmaF,
            TernaryArgMode::Mode112,
            [TernaryOperand::always(VeRhs::vrf(&b_vrf), 1.0f32)],
        )
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), Stash)
        .vector_pad_way8::<m![F # 8]>()
    ]);
    y.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}
