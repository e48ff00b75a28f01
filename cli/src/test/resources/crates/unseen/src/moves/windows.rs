//! Tiles of two indices, tiles of tiles and streams over element tiles.

use super::*;

/// Rows `64 ..= 191` of `x` copied over rows `320 ..= 447` of a copy of `x` (a tile of two
/// indices of `P / 64` at index 1, into the same tile at index 5).
#[device(chip = 1)]
pub fn window_of_two(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, K]>) -> HbmTensor<i32, Chip, m![P, K]> {
    let mut out: HbmTensor<i32, Chip, m![P, K]> = x.to_hbm(&mut ctx.tdma, OUT);
    let src = x.view().tile::<m![P / 64], 2, m![(P / 64) = 2 # 8, P % 64, K]>(1);
    let dst = out.view_mut().tile::<m![P / 64], 2, m![(P / 64) = 2 # 8, P % 64, K]>(5);
    src.to_hbm_view(&mut ctx.tdma, dst);
    out
}

/// Meant as `out[p, k] = 3 · x[p, k]` for `k` in the second half of `K`, through an element tile
/// of the DM view: the tile's element `[P / 256, 1 # 2, K % 8]` counts its padding, so the commit's
/// output packet is 32 / 2 = 16 i32, 64 bytes, and the reference's `verify_commit` panics.
#[device(chip = 1)]
pub fn triple_second_half(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, K]>) -> HbmTensor<i32, Chip, m![P, K]> {
    let dm = x.to_dm::<Cluster, m![P % 256], m![P / 256, K]>(&mut ctx.tdma, 0);
    let mut copy = x.to_dm::<Cluster, m![P % 256], m![P / 256, K]>(&mut ctx.tdma, 0x4000);
    ctx.main
        .begin(dm.view().tile::<m![K / 8], 1, m![P / 256, 1 # 2, K % 8]>(1))
        .fetch::<i32, m![P / 256], m![K % 8]>()
        .collect::<m![P / 256], m![K % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 3)
        .vector_final()
        .commit_view(copy.view_mut().tile::<m![K / 8], 1, m![P / 256, 1 # 2, K % 8]>(1));
    copy.to_hbm(&mut ctx.tdma, OUT)
}

/// A tile of a tile of an HBM view staged in DM: the quarter `K / 4 = 2` of the half `P / 256 = 1`
/// of `x` as a `[256, 4]` tensor.
#[device(chip = 1)]
pub fn corner_block(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![P, K]>) -> HbmTensor<i8, Chip, m![P % 256, K % 4]> {
    let half = x.view().tile::<m![P / 256], 1, m![1 # 2, P % 256, K]>(1);
    let block = half.tile::<m![K / 4], 1, m![1 # 2, P % 256, 1 # 4, K % 4]>(2);
    let staged = block.to_dm::<Cluster, m![P % 256], m![K % 4]>(&mut ctx.tdma, 0);
    staged.to_hbm(&mut ctx.tdma, OUT)
}
