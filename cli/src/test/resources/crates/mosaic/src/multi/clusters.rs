//! Two clusters holding the two halves of a tensor.

use super::*;

/// The halves `E` of `x`, one a cluster.
type Halves = DmTensor<i32, m![1], m![E], m![S], m![W]>;

/// The element-wise maximum of the two halves, on both clusters: each cluster compares its half
/// with the other's, brought over by a cluster shuffle: `out[e, s, w] = max(x[0, s, w], x[1, s, w])`.
#[device(chip = 1)]
pub fn max_of_halves(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![E, S, W]>) -> HbmTensor<i32, m![1], m![E, S, W]> {
    let own: Halves = x.to_dm(&mut ctx.tdma, ARENA.slot(0));
    let other = ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(own.view(), &[1, 0]);
    let max: Halves = ctx
        .main
        .begin_interleaved::<J, _, _, _, _, _>(own.view(), other.view())
        .fetch::<i32, m![W / 8, J], m![W % 8]>()
        .collect::<m![W / 8, J], m![W % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<J, m![W / 8, 1 # 2], m![W / 8]>()
        .vector_clip_zip(ClipBinaryOpI32::Max)
        .vector_final()
        .commit(ARENA.slot(1));
    max.to_hbm(&mut ctx.tdma, ARENA.result(0))
}
