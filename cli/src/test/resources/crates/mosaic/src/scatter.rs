//! Scatters keyed by two axes: one index per row of every block.

use crate::shapes::{ARENA, Chip, Cluster};
use furiosa_visa_std::prelude::*;

axes![N = 2, K = 256, V = 8, X = 1024];

/// Row `k` of block `n` of `data` written to row `index[k, n]` of `cache` (the key is `[K, N]`,
/// one index a row of each block; rows no index names keep their value).
#[device(chip = 1)]
pub fn scatter_blocks(
    ctx: &mut Context,
    data: &HbmTensor<i32, Chip, m![N, K, V]>,
    index: &HbmTensor<i32, Chip, m![K, N]>,
    cache: &mut HbmTensor<i32, Chip, m![X, V]>,
) {
    let staged: DmTensor<i32, Chip, Cluster, m![K], m![N, V]> = data.to_dm(&mut ctx.tdma, ARENA.slot(0));
    staged.dma_scatter::<m![K, N], _, _>(index, cache, false);
}

/// The same scatter with byte offsets (`scaled`): `index[k, n]` is the row times the 32 bytes of
/// a row.
#[device(chip = 1)]
pub fn scatter_blocks_scaled(
    ctx: &mut Context,
    data: &HbmTensor<i32, Chip, m![N, K, V]>,
    index: &HbmTensor<i32, Chip, m![K, N]>,
    cache: &mut HbmTensor<i32, Chip, m![X, V]>,
) {
    let staged: DmTensor<i32, Chip, Cluster, m![K], m![N, V]> = data.to_dm(&mut ctx.tdma, ARENA.slot(0));
    staged.dma_scatter::<m![K, N], _, _>(index, cache, true);
}
