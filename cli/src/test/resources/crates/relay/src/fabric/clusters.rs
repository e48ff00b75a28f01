//! A band summed over the two clusters of a chip, each cluster keeping half of the sum.

use super::moves::{Band, band_half};
use crate::signal::axes::*;
use furiosa_visa_std::prelude::*;

/// `out[n, h] = x[0, n, h] + x[1, n, h]`: each cluster keeps its own half of the band and sends
/// the other half across (a reduce-scatter), the halves added in the clip unit, the sum's top
/// axis `H / 8` then naming the cluster.
#[device(chip = 1)]
pub fn band_summed_i32(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![B, N, H]>) -> HbmTensor<i32, m![1], m![N, H]> {
    let band: Band = x.to_dm(&mut ctx.tdma, 0);
    let kept = band_half(ctx, &band, &[0, 1]);
    let sent = band_half(ctx, &band, &[1, 0]);
    let arrived: DmTensor<i32, m![1], m![B], m![N], m![H % 8]> =
        ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(sent.view(), &[1, 0]);
    let mut sum: DmTensor<i32, m![1], m![B], m![N], m![H % 8]> = unsafe { DmTensor::from_addr(0x4000) };
    ctx.main
        .begin_interleaved::<I, _, _, _, _, _>(kept.view(), arrived.view())
        .fetch::<i32, m![I], m![H % 8]>()
        .collect::<m![I], m![H % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit_view(sum.view_mut());
    let halves: DmTensor<i32, m![1], m![H / 8], m![N], m![H % 8]> = unsafe { sum.reshape() };
    halves.to_hbm(&mut ctx.tdma, 0x10000)
}

/// The two clusters' bf16 bands exchanged: `out[b, n, h] = x[1 − b, n, h]` (context.rs:144).
#[device(chip = 1)]
pub fn bands_swapped_bf16(ctx: &mut Context, x: &HbmTensor<bf16, m![1], m![B, N, H]>) -> HbmTensor<bf16, m![1], m![B, N, H]> {
    let band: DmTensor<bf16, m![1], m![B], m![N], m![H]> = x.to_dm(&mut ctx.tdma, 0);
    let swapped = ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(band.view(), &[1, 0]);
    swapped.to_hbm(&mut ctx.tdma, 0x10000)
}
