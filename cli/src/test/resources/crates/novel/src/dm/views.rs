//! Views of DM tensors at starts other than 0, read and written by every engine that takes a view.

use furiosa_visa_std::prelude::*;

axes![E = 2, S = 256, W = 8, H = 4];

type Chip = m![1];
type Halves = m![E];

/// Swaps the halves `E` of `x` through the stream: each cluster tile is fetched, one added, and
/// committed into the other cluster's tile of the result: `out[e, s, w] = x[1 - e, s, w] + 1`.
#[device(chip = 1)]
pub fn swap_clusters_by_stream(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![E, S, W]>,
) -> HbmTensor<i32, Chip, m![E, S, W]> {
    let dm = x.to_dm::<Halves, m![S], m![W]>(&mut ctx.tdma, 0);
    let mut out = unsafe { DmTensor::<i32, Chip, Halves, m![S], m![W]>::from_addr(0x1000) };
    for target in 0..2 {
        let source = 1 - target;
        ctx.main
            .begin(dm.view().cluster_tile::<m![E], 1, m![1 # 2]>(source))
            .fetch::<i32, m![1], m![W]>()
            .collect::<m![1], m![W]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::AddFxp, 1)
            .vector_final()
            .commit_view(out.view_mut().cluster_tile::<m![E], 1, m![1 # 2]>(target));
    }
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}

/// A tile of a cluster tile, into a tile of another cluster tile: the second half of `W` in
/// cluster 1 lands in the first half of `W` in cluster 0; the rest of the result is `x`'s.
#[device(chip = 1)]
pub fn tile_of_cluster_tile(
    ctx: &mut Context,
    x: &HbmTensor<i16, Chip, m![E, S, W]>,
) -> HbmTensor<i16, Chip, m![E, S, W]> {
    let dm = x.to_dm::<Halves, m![S], m![W]>(&mut ctx.tdma, 0);
    let mut out = x.to_dm::<Halves, m![S], m![W]>(&mut ctx.tdma, 0x1000);
    let src = dm.view().cluster_tile::<m![E], 1, m![1 # 2]>(1);
    let part = src.tile::<m![W / 4], 1, m![1 # 2, W % 4]>(1);
    let mut half = out.view_mut().cluster_tile::<m![E], 1, m![1 # 2]>(0);
    let into = half.tile::<m![W / 4], 1, m![1 # 2, W % 4]>(0);
    part.to_dm_view(&mut ctx.tdma, into);
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}

/// The sub context's parallel copies: the whole tensor into a new element order
/// (`to_dm_pcopy`), then each quarter of `W` of it into the reversed quarter of a third tensor
/// (`to_dm_view_pcopy`): `out[s, h, w] = x[s, 3 - h, w]` with `W` cut into `H` quarters.
#[device(chip = 1)]
pub fn pcopy_quarters(
    ctx: &mut Context,
    x: &HbmTensor<bf16, Chip, m![S, H, W]>,
) -> HbmTensor<bf16, Chip, m![S, H, W]> {
    let dm = x.to_dm::<m![1 # 2], m![S], m![H, W]>(&mut ctx.tdma, 0);
    let mut moved = unsafe { DmTensor::<bf16, Chip, m![1 # 2], m![S], m![W, H]>::from_addr(0x1000) };
    dm.to_dm_pcopy(&mut ctx.sub, &mut moved);
    let mut out = unsafe { DmTensor::<bf16, Chip, m![1 # 2], m![S], m![H, W]>::from_addr(0x2000) };
    let mut q = 0;
    while q < 4 {
        moved
            .view()
            .tile::<m![H], 1, m![W, 1 # 4]>(q)
            .to_dm_view_pcopy(&mut ctx.sub, out.view_mut().tile::<m![H], 1, m![1 # 4, W]>(3 - q));
        q += 1;
    }
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}
