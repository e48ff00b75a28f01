//! Eight-lane packets split to the four lanes the floating-point units take and concatenated
//! back: bf16 rows through an exponential, i32 rows through a float scale and back.

use super::*;

/// Rows of `T`, one a slice.
type Rows<D> = DmTensor<D, Chip, Cluster, m![R], m![T]>;

/// `out[r, t] = 2 · exp(x[r, t])`, read as f32 from bf16 and rounded back to bf16.
#[device(chip = 1)]
pub fn doubled_exp_bf16(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![R, T]>) -> HbmTensor<bf16, Chip, m![R, T]> {
    let rows: Rows<bf16> = x.to_dm(&mut ctx.tdma, 0x1000);
    let out: Rows<bf16> = ctx
        .main
        .begin(rows.view())
        .fetch::<f32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![T / 8, T / 4 % 2], m![T % 4]>()
        .vector_fp_unary(FpUnaryOp::Exp)
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32)
        .vector_concat::<m![T / 8], m![T % 8]>()
        .vector_final()
        .cast::<bf16, m![T % 8 # 16]>()
        .commit(0x2000);
    out.to_hbm(&mut ctx.tdma, 0x10_0000)
}

/// `out[r, t] = fxp(float(x[r, t] - 3) · 0.75)` clamped to `[-1000, 1000]`: the integer stage
/// on eight lanes, the float stage on four, the clip on eight again.
#[device(chip = 1)]
pub fn scaled_through_floats(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, T]>) -> HbmTensor<i32, Chip, m![R, T]> {
    const LIMIT: i32 = 1000;
    let rows: Rows<i32> = x.to_dm(&mut ctx.tdma, 0x1000);
    let out: Rows<i32> = ctx
        .main
        .begin(rows.view())
        .fetch::<i32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::SubFxp, 3)
        .vector_fxp_to_fp(31)
        .vector_split::<m![T / 8, T / 4 % 2], m![T % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.75f32)
        .vector_concat::<m![T / 8], m![T % 8]>()
        .vector_fp_to_fxp(31)
        .vector_clip(ClipBinaryOpI32::Max, -LIMIT)
        .vector_clip(ClipBinaryOpI32::Min, LIMIT)
        .vector_final()
        .commit(0x2000);
    out.to_hbm(&mut ctx.tdma, 0x10_0000)
}
