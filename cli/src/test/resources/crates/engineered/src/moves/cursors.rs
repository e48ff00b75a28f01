//! Cursors updated field by field and through `&mut self` methods.

use super::*;

/// `out = x`: each quarter staged where a cursor points, the cursor moved by assignments to its
/// fields (`c.next = …`, `c.done.0 += 1`), the quarter read from `c.done.0`.
#[device(chip = 1)]
pub fn field_cursor(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(OUT) };
    let mut c = Cursor { next: STAGE, done: (0, 0) };
    while c.done.0 < QUARTERS {
        move_quarter(ctx, x, &mut out, c.done.0, c.done.0, c.next);
        c.next = c.next + page(2);
        c.done.0 += 1;
        c.done.1 = c.done.0 * 2;
    }
    out
}

/// `out = x` (i16), the cursor advanced by its `&mut self` methods: `take` gives the page and
/// counts the quarter, `skip` leaves pages out; the quarter is the count before `take`.
#[device(chip = 1)]
pub fn method_cursor(ctx: &mut Context, x: &HbmTensor<i16, Chip, m![A, Q]>) -> HbmTensor<i16, Chip, m![A, Q]> {
    let mut out = unsafe { HbmTensor::<i16, Chip, m![A, Q]>::from_addr(OUT) };
    let mut c = Cursor::new();
    c.skip(1);
    loop {
        let quarter = c.done.0;
        let at = c.take();
        move_quarter(ctx, x, &mut out, quarter, quarter, at);
        if c.done.0 == QUARTERS {
            break;
        }
        c.skip(c.done.1);
    }
    out
}

/// Advances the cursor `c` refers to past `n` quarters: a helper taking `&mut Cursor`.
fn advance(c: &mut Cursor, n: usize) {
    c.next += page(n);
    c.done.0 += n;
}

/// `out = x`, two quarters an iteration: a helper taking `&mut Cursor` moves the cursor past both.
#[device(chip = 1)]
pub fn pairs_by_helper(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(OUT) };
    let mut c = Cursor::new();
    while c.done.0 < QUARTERS {
        move_quarter(ctx, x, &mut out, c.done.0, c.done.0, c.next);
        move_quarter(ctx, x, &mut out, c.done.0 + 1, c.done.0 + 1, c.next + page(1));
        advance(&mut c, 2);
    }
    out
}
