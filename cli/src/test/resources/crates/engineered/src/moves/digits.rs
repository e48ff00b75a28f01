//! Tiles over a digit inside an axis: `m![A % 256 / 64]` selects, in each block of 256 rows of
//! `A`, the 64 rows of one quarter; step `c` adds `64·c` to `A`, as the reference's
//! `offset.add_mapping::<I>(start)` does.

use super::*;

/// The rows of `[A, Q]` a digit tile of one step holds: `A / 256` outer, its 64 rows inner.
type DigitView = m![A / 256, 1 # 4, A % 64, Q];
/// The rows of two digit steps.
type DigitPair = m![A / 256, A % 256 / 64 = 2 # 4, A % 64, Q];

/// The digit `A % 256 / 64` the tiles step over.
type Digit = m![A % 256 / 64];
/// A digit tile as it sits in DM: its 64 rows two a slice, `Q` inside.
type DigitStaged = DmTensor<i32, Chip, Cluster, m![A / 256, A % 64 / 2], m![A % 2, Q]>;

/// `out = x`, digit by digit: the rows `256 b + 64 d .. 256 b + 64 d + 64` of every block `b`
/// for digit `d`.
#[device(chip = 1)]
pub fn digit_quarters(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(OUT) };
    for d in 0..4 {
        move_tile!(ctx, x, out, Digit, DigitView, DigitStaged, d, d, low_slot(d));
    }
    out
}

/// Digit `d` of `x` into digit `d + 1` of `out` (mod 4): within each block of 256 rows, the four
/// 64-row quarters rotate by one. Not `x`: `--expect 'x[A,Q] -> [A,Q]'` refutes it.
#[device(chip = 1)]
pub fn digit_rotated(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(OUT) };
    for d in 0..4 {
        move_tile!(ctx, x, out, Digit, DigitView, DigitStaged, d, (d + 1) % 4, low_slot(d));
    }
    out
}

/// `out = x` in halves: a digit tile of two steps from step `2 h` moves 128 rows of each block.
#[device(chip = 1)]
pub fn digit_halves(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(OUT) };
    for h in 0..2 {
        let staged: DmTensor<i32, Chip, Cluster, m![A / 256, A % 64 / 2], m![A % 256 / 64 = 2 # 4, A % 2, Q]> =
            x.view().tile::<m![A % 256 / 64], 2, DigitPair>(2 * h).to_dm(&mut ctx.tdma, high_slot(2 * h));
        staged.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A % 256 / 64], 2, DigitPair>(2 * h));
    }
    out
}
