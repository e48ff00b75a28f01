//! Lanes regrouped by the Vector Engine: a flit split into halves of four for float work and
//! joined again.

use super::*;

/// Eight f32 lanes as two halves of four, each scaled and offset by a fused multiply-add whose
/// second operand is the stream (`Mode020`: `x · 3 + x`), joined back: `out = 4 x`.
#[device(chip = 1)]
pub fn halves_quadrupled(ctx: &mut Context, x: &HbmRows<f32>) -> HbmRows<f32> {
    let x_dm: Rows<f32> = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let out: Rows<f32> = row_stream!(ctx, x_dm, f32, 1, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A % 2, B / 4], m![B % 4]>()
        .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode020, (2.0f32, 3.0f32))
        .vector_concat::<m![A % 2], m![B]>()
    ]);
    out.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}

/// Eight f32 lanes split in halves, `x · 0.5 + 2` by `Mode021` (`fma(x, op1, op0)` with
/// `(op0, op1) = (2, 0.5)`), then `cos` of that, joined back.
#[device(chip = 1)]
pub fn halves_cosine(ctx: &mut Context, x: &HbmRows<f32>) -> HbmRows<f32> {
    let x_dm: Rows<f32> = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let out: Rows<f32> = row_stream!(ctx, x_dm, f32, 1, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A % 2, B / 4], m![B % 4]>()
        .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode021, (2.0f32, 0.5f32))
        .vector_fp_unary(FpUnaryOp::Cos)
        .vector_concat::<m![A % 2], m![B]>()
    ]);
    out.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}
