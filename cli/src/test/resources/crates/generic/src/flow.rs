//! The loops of host code deciding which quarter goes where: `while`, `loop` with `break value`,
//! labelled breaks, `continue`, `enumerate`, `rev`, slices and indexing, shadowing.

use crate::copies::move_part;
use crate::sizes::{Chip, Tile, OUT, PAGE, QUARTERS, QUARTER_BITS, ROW_BITS, ROWS, SLOTS_DOWN, STAGE, PAGE_SHIFT};
use furiosa_visa_std::prelude::*;

/// DM slots, one per quarter, out of order.
const SLOTS: [usize; 4] = [STAGE + 3 * PAGE, STAGE, STAGE + 2 * PAGE, STAGE + PAGE];

/// `out = x`: quarters counted by a `while`, each staged at `SLOTS[i]`, the counter and the slot shadowed.
#[device(chip = 1)]
pub fn while_slots(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    let mut out = unsafe { HbmTensor::<i32, Chip, Tile>::from_addr(OUT) };
    let mut i = 0;
    while i < 1 << QUARTER_BITS {
        let quarter = i;
        i += 1;
        let i = quarter; // shadows the counter: the quarter this pass moves
        let at = SLOTS[i];
        let at = at + 0 * i; // shadowed again
        move_part(ctx, x, &mut out, i, i, at);
    }
    out
}

/// `out = x`: the quarter count from a `loop` that `break`s with it; quarters visited by
/// `(0..n).rev()`.
#[device(chip = 1)]
pub fn loop_value_rev(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    let mut rows = 0;
    let n = loop {
        rows += 1 << ROW_BITS;
        if rows >= 2048 {
            break rows >> ROW_BITS;
        }
    };
    let mut out = unsafe { HbmTensor::<i32, Chip, Tile>::from_addr(OUT) };
    for i in (0..n).rev() {
        move_part(ctx, x, &mut out, i, i, STAGE + (i << PAGE_SHIFT));
    }
    out
}

/// `out = x`: each slot of `SLOTS` by `iter().enumerate()`, its address through `*at`.
#[device(chip = 1)]
pub fn enumerated(ctx: &mut Context, x: &HbmTensor<i16, Chip, Tile>) -> HbmTensor<i16, Chip, Tile> {
    let mut out = unsafe { HbmTensor::<i16, Chip, Tile>::from_addr(OUT) };
    for (i, at) in SLOTS.iter().enumerate() {
        move_part(ctx, x, &mut out, i, i, *at);
    }
    out
}

/// `out` quarter `j` = `x` quarter `3 - j`: the order an array, the first half a slice `&order[..2]`
/// and the rest `order[2..]` by `iter().rev()` from the end.
#[device(chip = 1)]
pub fn sliced_order(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    let order = [3, 2, 1, 0];
    let mut out = unsafe { HbmTensor::<i32, Chip, Tile>::from_addr(OUT) };
    let first = &order[..2];
    for (j, &from) in first.iter().enumerate() {
        move_part(ctx, x, &mut out, from, j, STAGE + j * PAGE);
    }
    for (k, from) in order[2..].iter().rev().enumerate() {
        let j = QUARTERS - 1 - k;
        move_part(ctx, x, &mut out, *from, j, STAGE + j * PAGE);
    }
    out
}

/// `out = x`: a nested search whose labelled `break 'parts` ends it after the last quarter and
/// whose `continue` skips tries below the quarter's number.
#[device(chip = 1)]
pub fn labelled_search(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    let mut out = unsafe { HbmTensor::<i32, Chip, Tile>::from_addr(OUT) };
    let mut i = 0;
    'parts: loop {
        for t in 0..8 {
            if t < i {
                continue;
            }
            move_part(ctx, x, &mut out, i, i, STAGE + t * PAGE);
            i += 1;
            if i * ROWS == 2048 {
                break 'parts;
            }
            break;
        }
    }
    out
}

/// `out = x` with quarter 3 never written: `break` leaves the loop one quarter early.
#[device(chip = 1)]
pub fn early_break(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    let mut out = unsafe { HbmTensor::<i32, Chip, Tile>::from_addr(OUT) };
    for i in 0..QUARTERS {
        if i == QUARTERS - 1 {
            break;
        }
        move_part(ctx, x, &mut out, i, i, STAGE + i * PAGE);
    }
    out
}

/// `out = x`: the slots of `SLOTS_DOWN` taken apart by an array pattern; the first free page found
/// by an endless `for k in 1..` that a labelled `break` ends with its value; offsets kept at zero by
/// `saturating_sub`.
#[device(chip = 1)]
pub fn table_search(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    let mut out = unsafe { HbmTensor::<i32, Chip, Tile>::from_addr(OUT) };
    let [last, .., first] = SLOTS_DOWN;
    let free = 'search: loop {
        for k in 1.. {
            if STAGE + k * PAGE > last {
                break 'search STAGE + k * PAGE;
            }
        }
    };
    for (q, at) in [first, free].into_iter().enumerate() {
        let back = (q * PAGE).saturating_sub(2 * PAGE);
        move_part(ctx, x, &mut out, q, q, at - back);
    }
    for q in 2..QUARTERS {
        move_part(ctx, x, &mut out, q, q, free + q * PAGE);
    }
    out
}
