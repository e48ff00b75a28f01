//! Blocks of rows exchanged between the clusters of a chip and rotated over four chips, and a
//! half of the columns kept on each cluster.

use super::*;
use crate::places::{result, stage};

/// Rows `E` with the upper half of them on the second cluster.
type OnClusters = DmTensor<i32, m![1], m![E / 32], m![E % 32], m![F]>;

/// `out[e, f] = x[(e + 32) % 64, f]`: the clusters' halves of the rows exchanged.
#[device(chip = 1)]
pub fn cluster_halves_exchanged(
    ctx: &mut Context,
    x: &HbmTensor<i32, m![1], m![E, F]>,
) -> HbmTensor<i32, m![1], m![E, F]> {
    let staged: OnClusters = x.to_dm(&mut ctx.tdma, stage(0));
    let exchanged: OnClusters = ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(staged.view(), &[1, 0]);
    exchanged.to_hbm(&mut ctx.tdma, result(0))
}

/// `out[e, f] = x[e, 16 (1 − e / 32) + f]` for `f < 16`: the first cluster's rows keep their upper
/// sixteen columns and the second cluster's their lower sixteen, a parallel copy of one half each.
#[device(chip = 1)]
pub fn cluster_column_halves(
    ctx: &mut Context,
    x: &HbmTensor<i32, m![1], m![E, F]>,
) -> HbmTensor<i32, m![1], m![E, F % 16]> {
    let staged: OnClusters = x.to_dm(&mut ctx.tdma, stage(0));
    let halves: DmTensor<i32, _, _, _, m![F % 16]> = ctx
        .sub
        .parallel_copy_cluster_slice::<2, m![F / 16], m![1 # 2, F % 16], _, _, _, _, _, _>(staged.view(), &[1, 0]);
    halves.to_hbm(&mut ctx.tdma, result(0))
}

/// Sixteen rows on each of four chips, eight on each cluster.
type OnChips = DmTensor<f32, m![E / 16], m![E / 8 % 2], m![E % 8], m![F]>;

/// The chips' order after `steps` rotations of one place each: target chip `c` takes chip
/// `(c + steps) % 4`.
fn rotated(steps: usize) -> [usize; 4] {
    [steps % 4, (1 + steps) % 4, (2 + steps) % 4, (3 + steps) % 4]
}

/// `out[e, f] = x[(e + 16 k) % 64, f]` for `k` rotations of the chips' blocks.
fn chips_rotated(ctx: &mut Context, x: &HbmTensor<f32, m![E / 16], m![E % 16, F]>, k: usize) -> OnChips {
    let staged: OnChips = x.to_dm(&mut ctx.tdma, stage(0));
    ctx.tdma.dm_chip_shuffle::<_, 4, _, _, _, _>(staged.view(), &rotated(k))
}

/// `out[e, f] = x[(e + 16) % 64, f]`: every chip takes the next chip's block.
#[device(chip = 4)]
pub fn chip_blocks_rotated(
    ctx: &mut Context,
    x: &HbmTensor<f32, m![E / 16], m![E % 16, F]>,
) -> HbmTensor<f32, m![E / 16], m![E % 16, F]> {
    chips_rotated(ctx, x, 1).to_hbm(&mut ctx.tdma, result(0))
}

/// `out[e, f] = x[(e + 48) % 64, f]`: every chip takes the previous chip's block, its rows
/// written back in `[F, E]` order.
#[device(chip = 4)]
pub fn chip_blocks_rotated_back(
    ctx: &mut Context,
    x: &HbmTensor<f32, m![E / 16], m![E % 16, F]>,
) -> HbmTensor<f32, m![E / 16], m![F, E % 16]> {
    chips_rotated(ctx, x, 3).to_hbm(&mut ctx.tdma, result(0))
}
