//! One tensor moved between DM layouts by the DMA engine and by the sub context.

use super::*;

/// `[P, K]` staged with `P % 256` on the slices, moved DM to DM so that `P / 2` is on the slices,
/// and written back: `out = x`.
#[device(chip = 1)]
pub fn dm_to_dm(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, K]>) -> HbmTensor<i32, Chip, m![P, K]> {
    let first = x.to_dm::<Cluster, m![P % 256], m![P / 256, K]>(&mut ctx.tdma, 0);
    let second: DmTensor<i32, Chip, Cluster, m![P / 2], m![K, P % 2]> = first.to_dm(&mut ctx.tdma, 0x8000);
    second.to_hbm(&mut ctx.tdma, OUT)
}

/// Each quarter of the slices (`P % 256 / 64`) written to its own tile of the output through a
/// slice tile of the DM view: `out = x`.
#[device(chip = 1)]
pub fn slice_quarters(ctx: &mut Context, x: &HbmTensor<i16, Chip, m![P, K]>) -> HbmTensor<i16, Chip, m![P, K]> {
    let dm = x.to_dm::<Cluster, m![P % 256], m![P / 256, K]>(&mut ctx.tdma, 0);
    let mut out = unsafe { HbmTensor::<i16, Chip, m![P, K]>::from_addr(OUT) };
    for k in 0..4 {
        let part = dm.view().slice_tile::<m![P % 256 / 64], 1, m![1 # 4, P % 64]>(k);
        part.to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![P % 256 / 64], 1, m![P / 256, 1 # 4, P % 64, K]>(k));
    }
    out
}

/// The two clusters' halves exchanged in HBM by `hbm_cluster_shuffle`, which the reference leaves
/// `todo!()`.
#[device(chip = 1)]
pub fn hbm_swap_clusters(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![C, P]>) -> HbmTensor<i32, Chip, m![C, P]> {
    ctx.tdma.hbm_cluster_shuffle(x, &[1, 0])
}

/// `[P, K]` in bf16 through the sub context's parallel copy into `K`-major order and back to HBM
/// in `[K, P]`: `out[k, p] = x[p, k]`.
#[device(chip = 1)]
pub fn pcopy_transpose(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![P, K]>) -> HbmTensor<bf16, Chip, m![K, P]> {
    let dm = x.to_dm::<Cluster, m![P / 2], m![P % 2, K]>(&mut ctx.tdma, 0);
    let mut moved = unsafe { DmTensor::<bf16, Chip, Cluster, m![P / 2], m![K, P % 2]>::from_addr(0x4000) };
    dm.to_dm_pcopy(&mut ctx.sub, &mut moved);
    moved.to_hbm(&mut ctx.tdma, OUT)
}
