//! Two signals read interleaved, unzipped into the branch unit's two groups and zipped back.

use super::stages::{Staged, stage, write_back};
use super::*;

/// `a + b` on bf16 rows: read as f32, added by the clip unit, narrowed back to bf16 (eight
/// values a row, so that the committed packet is 16 bytes: stream_tensor.rs:1705).
#[device(chip = 1)]
pub fn pair_sum_bf16(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![A, L]>,
    b: &HbmTensor<bf16, Chip, m![A, L]>,
) -> HbmTensor<bf16, Chip, m![A, L]> {
    let a_dm: DmTensor<bf16, Chip, Cluster, m![A / 2], m![A % 2, L]> = a.to_dm(&mut ctx.tdma, 0x1000);
    let b_dm: DmTensor<bf16, Chip, Cluster, m![A / 2], m![A % 2, L]> = b.to_dm(&mut ctx.tdma, 0x2000);
    let sum: DmTensor<bf16, Chip, Cluster, m![A / 2], m![A % 2, L]> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view())
        .fetch::<f32, m![A % 2, I], m![L]>()
        .collect::<m![A % 2, I], m![L]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![A % 2, 1 # 2], m![A % 2]>()
        .vector_clip_zip(ClipBinaryOpF32::Add)
        .vector_final()
        .cast::<bf16, m![L # 16]>()
        .commit(0x3000);
    sum.to_hbm(&mut ctx.tdma, 0x4000)
}

/// `√a + b`: the lanes split in halves of four, the square root taken in group zero only
/// (vector_tensor_pair.rs:740), the groups added and the halves joined.
#[device(chip = 1)]
pub fn root_plus_f32(
    ctx: &mut Context,
    a: &HbmTensor<f32, Chip, m![A]>,
    b: &HbmTensor<f32, Chip, m![A]>,
) -> HbmTensor<f32, Chip, m![A]> {
    let a_dm = stage(ctx, a, 0x1000);
    let b_dm = stage(ctx, b, 0x2000);
    let out: Staged<f32> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view())
        .fetch::<f32, m![I], m![A % 2]>()
        .collect::<m![I], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_split::<m![1 # 2], m![A % 2 # 4]>()
        .vector_fp_unary(FpUnaryOp::Sqrt, true, false)
        .vector_fp_zip(FpBinaryOp::AddF)
        .vector_concat::<m![1], m![A % 2 # 8]>()
        .vector_final()
        .commit(0x3000);
    write_back(ctx, &out, 0x4000)
}

/// The value of larger magnitude of `a` and `b`, sign kept (`AbsMax`).
#[device(chip = 1)]
pub fn pair_reach_i32(
    ctx: &mut Context,
    a: &HbmTensor<i32, Chip, m![A]>,
    b: &HbmTensor<i32, Chip, m![A]>,
) -> HbmTensor<i32, Chip, m![A]> {
    let a_dm = stage(ctx, a, 0x1000);
    let b_dm = stage(ctx, b, 0x2000);
    let out: Staged<i32> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view())
        .fetch::<i32, m![I], m![A % 2]>()
        .collect::<m![I], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpI32::AbsMax)
        .vector_final()
        .commit(0x3000);
    write_back(ctx, &out, 0x4000)
}
