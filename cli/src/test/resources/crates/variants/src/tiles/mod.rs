//! `tile_simple` (`[A, B]` to `[B, A]`, one column of `B` a step) written again: each kernel moves
//! every column once, the steps found another way.

pub(crate) use crate::shapes::*;
pub(crate) use furiosa_visa_std::prelude::*;

pub mod host;
pub mod nested;

/// One column's move: column `from` of the input to column `to` of the output.
#[derive(Clone, Copy)]
pub(crate) struct Move {
    pub from: usize,
    pub to: usize,
}

/// Makes the move `mv`, given by value, as `tile_simple` moves one column.
pub(crate) fn column_to(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>, output: &mut HbmTensor<i8, Chip, Cols>, mv: Move) {
    let input_slice = input.view().tile::<m![B], 1, m![A, 1 # 32]>(mv.from);
    let output_slice = output.view_mut().tile::<m![B], 1, m![1 # 32, A]>(mv.to);
    input_slice.to_hbm_view(&mut ctx.tdma, output_slice);
}

/// Moves column `b` to column `b`.
pub(crate) fn column(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>, output: &mut HbmTensor<i8, Chip, Cols>, b: usize) {
    column_to(ctx, input, output, Move { from: b, to: b });
}

/// Moves column `b`, unless there is no such column: then returns early.
fn column_if_any(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>, output: &mut HbmTensor<i8, Chip, Cols>, b: usize) {
    if b >= COLUMNS {
        return;
    }
    column(ctx, input, output, b);
}

/// Every column a type `T` counts, bound by a `where` clause.
fn all_columns<T>(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>, output: &mut HbmTensor<i8, Chip, Cols>)
where
    T: Columns,
{
    for b in 0..T::COUNT {
        column(ctx, input, output, b);
    }
}

/// The output, placed where `tile_simple` places it.
fn output() -> HbmTensor<i8, Chip, Cols> {
    unsafe { HbmTensor::<i8, Chip, Cols>::from_addr(OUT) }
}

/// The next column from a closure, counted by a `while`.
#[device(chip = 1)]
pub fn closure_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let next = |b: usize| b + 1;
    let mut b = 0;
    while b < COLUMNS {
        column(ctx, input, &mut out, b);
        b = next(b);
    }
    out
}

/// The column count from a `match` on a constant.
#[device(chip = 1)]
pub fn matched_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let count = match COLUMNS {
        16 => 16,
        32 => 32,
        _ => unreachable!("B is 16 or 32 columns"),
    };
    for b in 0..count {
        column(ctx, input, &mut out, b);
    }
    out
}

/// Each column through `if let` on `checked_sub` and an array's `get`.
#[device(chip = 1)]
pub fn if_let_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let order: [usize; COLUMNS] = std::array::from_fn(|i| COLUMNS - i);
    for i in 0..COLUMNS {
        if let Some(b) = order.get(i).and_then(|n| n.checked_sub(1)) {
            column(ctx, input, &mut out, b);
        }
    }
    out
}

/// The column shadowed twice inside the loop: counted down.
#[device(chip = 1)]
pub fn shadowed_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for b in 0..COLUMNS {
        let b = COLUMNS - 1 - b;
        let b = b as usize;
        column(ctx, input, &mut out, b);
    }
    out
}

/// Two halves, each from a `const fn`.
#[device(chip = 1)]
pub fn const_fn_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    const HALF: usize = half(COLUMNS);
    for b in 0..HALF {
        column(ctx, input, &mut out, b);
        column(ctx, input, &mut out, b + HALF);
    }
    out
}

/// The steps of a `Stage` an associated function builds.
#[device(chip = 1)]
pub fn impl_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let stage = Stage::columns();
    for k in 0..stage.steps {
        column(ctx, input, &mut out, k + stage.at(k) - stage.base);
    }
    out
}

/// Ranges of columns in an array of tuples.
#[device(chip = 1)]
pub fn tuple_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    const PARTS: [(usize, usize); 3] = [(0, 8), (8, 24), (24, 32)];
    let mut out = output();
    for &(lo, hi) in PARTS.iter() {
        for b in lo..hi {
            column(ctx, input, &mut out, b);
        }
    }
    out
}

/// The count of a generic struct type given by turbofish to a helper with a `where` clause.
#[device(chip = 1)]
pub fn where_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    all_columns::<Pair<i8>>(ctx, input, &mut out);
    out
}

/// A `Stage` literal completed by `..Default::default()`.
#[device(chip = 1)]
pub fn default_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let stage = Stage { stride: 0x100, ..Default::default() };
    for k in 0..stage.steps {
        let b = (stage.at(k) - stage.base) / stage.stride;
        column(ctx, input, &mut out, b);
    }
    out
}

/// Forty tries, the helper returning early past the last column.
#[device(chip = 1)]
pub fn early_return(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for b in 0..40 {
        column_if_any(ctx, input, &mut out, b);
    }
    out
}

/// The columns from an iterator's `next()`.
#[device(chip = 1)]
pub fn next_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let mut columns = (0..COLUMNS).into_iter();
    let first = columns.next().unwrap();
    column(ctx, input, &mut out, first);
    while let Some(b) = columns.next() {
        column(ctx, input, &mut out, b);
    }
    out
}

/// Columns in chunks of eight.
#[device(chip = 1)]
pub fn chunked_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let all: [usize; COLUMNS] = std::array::from_fn(|i| i);
    for chunk in all.chunks(8) {
        for &b in chunk {
            column(ctx, input, &mut out, b);
        }
    }
    out
}

/// Sources and destinations zipped, even and odd columns by `step_by`, the odd one by `wrapping_add`.
#[device(chip = 1)]
pub fn stepped_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for (from, to) in (0..COLUMNS).step_by(2).zip((0..COLUMNS).step_by(2)) {
        column_to(ctx, input, &mut out, Move { from, to });
        column_to(ctx, input, &mut out, Move { from: from.wrapping_add(1), to: to.wrapping_add(1) });
    }
    out
}

/// Only the first half of the columns: the rest of the output is never written.
#[device(chip = 1)]
pub fn half_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for b in 0..half(COLUMNS) {
        column(ctx, input, &mut out, b);
    }
    out
}

/// One step too many: column 32 of 32.
#[device(chip = 1)]
pub fn past_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for b in 0..=COLUMNS {
        column(ctx, input, &mut out, b);
    }
    out
}
