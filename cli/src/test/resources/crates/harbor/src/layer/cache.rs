//! A KV cache of four blocks of 256 rows: new keys rounded down to a quarter and appended at a
//! block computed from the position, through a tile of the cache's view.

use super::*;

axes![N = 4, R = 256, D = 8];

/// The position new rows go to, a multiple of the block size.
pub const POSITION: usize = 512;
/// Rows in a block.
const BLOCK_ROWS: usize = 256;

/// Keys for the cache: a row a slice.
type Keys = DmTensor<i32, Chip, Cluster, m![R], m![D]>;

/// The Vector Engine's pass over the staged `Keys` `$keys`, a row a slice: the stages `$op` after
/// the unconditional branch, committed at slot `$slot`.
macro_rules! keys_pass {
    ($ctx:ident, $keys:ident, $slot:expr, [$($op:tt)*]) => {
        $ctx.main
            .begin($keys.view())
            .fetch::<i32, m![1], m![D]>()
            .collect::<m![1], m![D]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            $($op)*
            .vector_final()
            .commit(SLOTS.at($slot))
    };
}

/// The cache with `keys` divided by four (rounding down) written into block
/// `POSITION / 256`: `out[n, r, d] = floor(keys[r, d] / 4)` for `n = 2`, `cache[n, r, d]` otherwise.
#[device(chip = 1)]
pub fn append_keys(
    ctx: &mut Context,
    keys: &HbmTensor<i32, Chip, m![R, D]>,
    cache: &HbmTensor<i32, Chip, m![N, R, D]>,
) -> HbmTensor<i32, Chip, m![N, R, D]> {
    let block = POSITION / BLOCK_ROWS;
    let staged: Keys = keys.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let rounded: Keys = keys_pass!(ctx, staged, 1, [.vector_fxp(FxpBinaryOp::ArithRightShift, 2)]);
    let mut out: HbmTensor<i32, Chip, m![N, R, D]> = cache.to_hbm(&mut ctx.tdma, RESULTS.at(0));
    rounded.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![N], 1, m![1 # 4, R, D]>(block));
    out
}

/// Two appends in a loop, each at the block after the last: blocks `first` and `first + 1` of
/// the cache take `keys` and `keys + 1`.
#[device(chip = 1)]
pub fn append_twice(
    ctx: &mut Context,
    keys: &HbmTensor<i32, Chip, m![R, D]>,
    cache: &HbmTensor<i32, Chip, m![N, R, D]>,
) -> HbmTensor<i32, Chip, m![N, R, D]> {
    let first = POSITION / BLOCK_ROWS - 1;
    let staged: Keys = keys.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let mut out: HbmTensor<i32, Chip, m![N, R, D]> = cache.to_hbm(&mut ctx.tdma, RESULTS.at(0));
    for step in 0..2 {
        let bumped: Keys = keys_pass!(ctx, staged, 1 + step, [.vector_fxp(FxpBinaryOp::AddFxp, step as i32)]);
        bumped.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![N], 1, m![1 # 4, R, D]>(first + step));
    }
    out
}
