//! Tile orders an enum chooses.

use super::*;

/// The orders the kernels of this module run.
const FORWARD: Order = Order::Forward;
const ORDERS: [Order; 3] = [Order::Backward, Order::Rotate(4), Order::Rotate(1)];

/// Copies `x` into `out` quarter by quarter, output quarter `j` from quarter `order.source(j)`.
fn permute(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>, order: Order) -> HbmTensor<i32, Chip, m![A, Q]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(OUT) };
    for j in 0..QUARTERS {
        move_quarter(ctx, x, &mut out, order.source(j), j, low_slot(j));
    }
    out
}

/// `out = x`: the order `Forward`, a constant of the enum.
#[device(chip = 1)]
pub fn forward(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    permute(ctx, x, FORWARD)
}

/// The quarters of `x` reversed: `Order::Backward`, the first of `ORDERS`.
#[device(chip = 1)]
pub fn backward(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    permute(ctx, x, ORDERS[0])
}

/// `out = x`: `Rotate(4)` takes the guarded arm (a whole turn).
#[device(chip = 1)]
pub fn whole_turn(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    permute(ctx, x, ORDERS[1])
}

/// The quarters of `x` rotated by one: `Rotate(1)`, found in `ORDERS` by `matches!`.
#[device(chip = 1)]
pub fn rotate_one(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let mut chosen = FORWARD;
    for o in ORDERS {
        if matches!(o, Order::Rotate(k) if k % QUARTERS != 0) {
            chosen = o;
        }
    }
    permute(ctx, x, chosen)
}

/// `Stride { step: 2 }` reads quarter 4 for output quarter 2: past `A`'s four quarters, which
/// the reference's tile rejects.
#[device(chip = 1)]
pub fn stride_past_end(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    permute(ctx, x, Order::Stride { step: 2 })
}

/// `out = x` (i8): each order of a list is tested with `if let` and `==`; only the order equal to
/// `Forward` runs, and a `Stride` is skipped before it could read past the end.
#[device(chip = 1)]
pub fn picked_by_pattern(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A, Q]>) -> HbmTensor<i8, Chip, m![A, Q]> {
    let mut out = unsafe { HbmTensor::<i8, Chip, m![A, Q]>::from_addr(OUT) };
    let candidates = [Order::Stride { step: 3 }, Order::Rotate(2), Order::Forward];
    'orders: for order in candidates {
        if let Order::Stride { .. } = order {
            continue 'orders;
        }
        if order != Order::Forward {
            continue;
        }
        for j in 0..QUARTERS {
            let at = match order {
                Order::Forward | Order::Backward => high_slot(j),
                _ => HIGH_LAST + page(j + 1),
            };
            move_quarter(ctx, x, &mut out, order.source(j), j, at);
        }
        break 'orders;
    }
    out
}
