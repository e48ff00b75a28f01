//! Two inputs interleaved on one stream and zipped.

use super::*;

/// `max(lhs, rhs)` element by element (i32).
#[device(chip = 1)]
pub fn pair_max(
    ctx: &mut Context,
    lhs: &HbmTensor<i32, Chip, m![L]>,
    rhs: &HbmTensor<i32, Chip, m![L]>,
) -> HbmTensor<i32, Chip, m![L]> {
    let lhs = lhs.to_dm::<Cluster, m![L / 16], m![L % 16]>(&mut ctx.tdma, 0);
    let rhs = rhs.to_dm::<Cluster, m![L / 16], m![L % 16]>(&mut ctx.tdma, 0x1000);
    let out: DmTensor<i32, Chip, Cluster, m![L / 16], m![L % 16]> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())
        .fetch::<i32, m![L / 8 % 2, I], m![L % 8]>()
        .collect::<m![L / 8 % 2, I], m![L % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![L / 8 % 2, 1 # 2], m![L / 8 % 2]>()
        .vector_clip_zip(ClipBinaryOpI32::Max)
        .vector_final()
        .commit(0x2000);
    out.to_hbm(&mut ctx.tdma, 0x50_0000)
}

/// `lhs + rhs` in f32, the sum rounded to bf16 on the way out.
#[device(chip = 1)]
pub fn pair_sum_f32(
    ctx: &mut Context,
    lhs: &HbmTensor<f32, Chip, m![L]>,
    rhs: &HbmTensor<f32, Chip, m![L]>,
) -> HbmTensor<bf16, Chip, m![L]> {
    let lhs = lhs.to_dm::<Cluster, m![L / 16], m![L % 16]>(&mut ctx.tdma, 0);
    let rhs = rhs.to_dm::<Cluster, m![L / 16], m![L % 16]>(&mut ctx.tdma, 0x1000);
    let out: DmTensor<bf16, Chip, Cluster, m![L / 16], m![L % 16]> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())
        .fetch::<f32, m![L / 8 % 2, I], m![L % 8]>()
        .collect::<m![L / 8 % 2, I], m![L % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![L / 8 % 2, 1 # 2], m![L / 8 % 2]>()
        .vector_clip_zip(ClipBinaryOpF32::Add)
        .vector_final()
        .cast::<bf16, m![L % 8 # 16]>()
        .commit(0x2000);
    out.to_hbm(&mut ctx.tdma, 0x60_0000)
}
