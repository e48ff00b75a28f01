//! The two clusters of one chip.

use super::*;

axes![J = 2];

/// The two clusters' halves summed in f32 on both clusters, the other half brought over by
/// `dm_cluster_shuffle`: `out[c, s, w] = x[0, s, w] + x[1, s, w]`.
#[device(chip = 1)]
pub fn sum_clusters_f32(ctx: &mut Context, x: &HbmTensor<f32, m![1], m![C, S, W]>) -> HbmTensor<f32, m![1], m![C, S, W]> {
    let own = x.to_dm::<m![C], m![S], m![W]>(&mut ctx.tdma, 0);
    let other: DmTensor<f32, m![1], m![C], m![S], m![W]> =
        ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(own.view(), &[1, 0]);
    let sum: DmTensor<f32, m![1], m![C], m![S], m![W]> = ctx
        .main
        .begin_interleaved::<J, _, _, _, _, _>(own.view(), other.view())
        .fetch::<f32, m![W / 8, J], m![W % 8]>()
        .collect::<m![W / 8, J], m![W % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<J, m![W / 8, 1 # 2], m![W / 8]>()
        .vector_clip_zip(ClipBinaryOpF32::Add)
        .vector_final()
        .commit(0x4000);
    sum.to_hbm(&mut ctx.tdma, 0x10_0000)
}

/// Cluster 1's half kept, reversed in `W` order by a DM-to-DM move in the same cluster:
/// `out[s, w] = x[1, s, w]` written with `W` split the other way.
#[device(chip = 1)]
pub fn cluster_one_regrouped(ctx: &mut Context, x: &HbmTensor<i16, m![1], m![C, S, W]>) -> HbmTensor<i16, m![1], m![S, W]> {
    let dm = x.to_dm::<m![C], m![S], m![W]>(&mut ctx.tdma, 0);
    let one = dm.view().cluster_tile::<m![C], 1, m![1 # 2]>(1);
    let mut kept = unsafe { DmTensor::<i16, m![1], m![1 # 2], m![S], m![W % 4, W / 4]>::from_addr(0x2000) };
    one.to_dm_view(&mut ctx.tdma, kept.view_mut());
    kept.to_hbm(&mut ctx.tdma, 0x10_0000)
}
