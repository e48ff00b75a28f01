//! Channel groups exchanged between the clusters, then re-laid by a parallel copy.

use super::*;

/// The two channel groups, one a cluster.
type Groups = m![G];

/// A channel shuffle of two groups: the clusters exchange their halves (`dm_cluster_shuffle`),
/// then a parallel copy puts the channels' low digits on the slices; the output's group `g` holds
/// the input's group `1 - g`.
#[device(chip = 1)]
pub fn channel_swap(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![G, C]>) -> HbmTensor<i32, Chip, m![G, C]> {
    let x_dm = x.to_dm::<Groups, m![C / 8], m![C % 8]>(&mut ctx.tdma, 0);
    let swapped: DmTensor<i32, Chip, Groups, m![C / 8], m![C % 8]> =
        ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(x_dm.view(), &[1, 0]);
    let mut spread = unsafe { DmTensor::<i32, Chip, Groups, m![C % 256], m![C / 256]>::from_addr(0x4000) };
    swapped.to_dm_pcopy(&mut ctx.sub, &mut spread);
    spread.to_hbm(&mut ctx.tdma, 1 << 24)
}

/// Each block of 8 channels rotated by one lane (channel `c` to `c + 1`, the last to the first):
/// two element tiles of the DM tensor copied by parallel copies (`to_dm_view_pcopy`).
#[device(chip = 1)]
pub fn lane_rotate(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![G, C]>) -> HbmTensor<i32, Chip, m![G, C]> {
    let x_dm = x.to_dm::<Groups, m![C / 8], m![C % 8]>(&mut ctx.tdma, 0);
    let mut out = unsafe { DmTensor::<i32, Chip, Groups, m![C / 8], m![C % 8]>::from_addr(0x4000) };
    x_dm.view()
        .tile::<m![C % 8], 7, m![C % 8 = 7 # 8]>(0)
        .to_dm_view_pcopy(&mut ctx.sub, out.view_mut().tile::<m![C % 8], 7, m![C % 8 = 7 # 8]>(1));
    x_dm.view()
        .tile::<m![C % 8], 1, m![1 # 8]>(7)
        .to_dm_view_pcopy(&mut ctx.sub, out.view_mut().tile::<m![C % 8], 1, m![1 # 8]>(0));
    out.to_hbm(&mut ctx.tdma, 1 << 24)
}
