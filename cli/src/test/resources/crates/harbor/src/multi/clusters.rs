//! Partial products held by the two clusters of a chip, summed on both and rescaled.

use super::*;

/// The partial sums `E` of a tensor, one a cluster.
type Halves = DmTensor<i32, m![1], m![E], m![S], m![W]>;

/// The saturating sum of the two clusters' partial sums, on both clusters, then `>> 1` (rounding down):
/// `out[e, s, w] = floor((x[0, s, w] +sat x[1, s, w]) / 2)`. The other cluster's sums, brought over by
/// a cluster shuffle, are the VRF operand of the add, a row of `W` a slice read a packet a step.
#[device(chip = 1)]
pub fn cluster_mean(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![E, S, W]>) -> HbmTensor<i32, m![1], m![E, S, W]> {
    let own: Halves = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let other = ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(own.view(), &[1, 0]);
    let other_vrf: VrfTensor<i32, m![1], m![E], m![S], m![W]> = ctx
        .sub
        .begin(other.view())
        .fetch::<i32, m![W / 8], m![W % 8]>()
        .collect::<m![W / 8], m![W % 8]>()
        .to_vrf(0);
    let sum: Halves = ctx
        .main
        .begin(own.view())
        .fetch::<i32, m![W / 8], m![W % 8]>()
        .collect::<m![W / 8], m![W % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxpSat, &other_vrf)
        .vector_fxp(FxpBinaryOp::ArithRightShift, 1)
        .vector_final()
        .commit(SLOTS.at(1));
    sum.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}

/// Each cluster's partial sums plus the other's, the other's tile of columns picked per cluster:
/// cluster `e` adds the other cluster's columns `16 e .. 16 e + 16` to its own first 16 columns.
#[device(chip = 1)]
pub fn cluster_cross_tiles(
    ctx: &mut Context,
    x: &HbmTensor<i32, m![1], m![E, S, W]>,
) -> HbmTensor<i32, m![1], m![E, S, W % 16]> {
    let own: Halves = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let other = ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(own.view(), &[1, 0]);
    let mine: DmTensor<i32, m![1], m![E], m![S], m![W % 16]> = ctx
        .sub
        .parallel_copy_cluster_slice::<2, m![W / 16], m![1 # 2, W % 16], _, _, _, _, _, _>(own.view(), &[0, 0]);
    let theirs: DmTensor<i32, m![1], m![E], m![S], m![W % 16]> = ctx
        .sub
        .parallel_copy_cluster_slice::<2, m![W / 16], m![1 # 2, W % 16], _, _, _, _, _, _>(other.view(), &[0, 1]);
    let sum: DmTensor<i32, m![1], m![E], m![S], m![W % 16]> = ctx
        .main
        .begin_interleaved::<J, _, _, _, _, _>(mine.view(), theirs.view())
        .fetch::<i32, m![W / 8 % 2, J], m![W % 8]>()
        .collect::<m![W / 8 % 2, J], m![W % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<J, m![W / 8 % 2, 1 # 2], m![W / 8 % 2]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit(SLOTS.at(3));
    sum.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}
