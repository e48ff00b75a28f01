//! Two operands read interleaved on `I` and paired by the vector engine's zip: a weighted blend
//! and an integer difference, generic over which engine op pairs them.

use super::*;

/// A flat signal, two values a slice.
type Flat<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2]>;

/// `a` and `b` loaded side by side in DM.
fn operands<D: Scalar>(
    ctx: &mut Context,
    a: &HbmTensor<D, Chip, m![A]>,
    b: &HbmTensor<D, Chip, m![A]>,
) -> (Flat<D>, Flat<D>) {
    (a.to_dm(&mut ctx.tdma, 0x1000), b.to_dm(&mut ctx.tdma, 0x2000))
}

/// `out[a] = 3 · lhs[a] + rhs[a] / 2`: each half of the pair scaled by its own factor before the
/// clip unit adds them.
#[device(chip = 1)]
pub fn blend_f32(
    ctx: &mut Context,
    lhs: &HbmTensor<f32, Chip, m![A]>,
    rhs: &HbmTensor<f32, Chip, m![A]>,
) -> HbmTensor<f32, Chip, m![A]> {
    let (l, r) = operands(ctx, lhs, rhs);
    let out: Flat<f32> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(l.view(), r.view())
        .fetch::<f32, m![I], m![A % 2]>()
        .collect::<m![I], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_split::<m![1 # 2], m![A % 2 # 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 3.0f32, 0.5f32)
        .vector_concat::<m![1], m![A % 2 # 8]>()
        .vector_clip_zip(ClipBinaryOpF32::Add)
        .vector_final()
        .commit(0x3000);
    out.to_hbm(&mut ctx.tdma, 0x4000)
}

/// `out[a] = max(lhs[a], rhs[a] + 10)` on i32: the second operand lifted, then the pair's max.
#[device(chip = 1)]
pub fn lifted_max_i32(
    ctx: &mut Context,
    lhs: &HbmTensor<i32, Chip, m![A]>,
    rhs: &HbmTensor<i32, Chip, m![A]>,
) -> HbmTensor<i32, Chip, m![A]> {
    let (l, r) = operands(ctx, lhs, rhs);
    let out: Flat<i32> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(l.view(), r.view())
        .fetch::<i32, m![I], m![A % 2]>()
        .collect::<m![I], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_fxp(FxpBinaryOp::AddFxp, (), 10)
        .vector_clip_zip(ClipBinaryOpI32::Max)
        .vector_final()
        .commit(0x3000);
    out.to_hbm(&mut ctx.tdma, 0x4000)
}
