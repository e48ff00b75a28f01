//! More host styles around `tile_simple`: an `Iterator` of the crate's own, `Range` parameters,
//! `From`/`into` through the crate's own impl, collected step lists, sorted tables, `sum::<usize>()`, a closure held in a
//! struct field and a `match` whose arms move data.

use super::*;
use std::ops::Range;

/// The columns `next..end`, stepped by `step`, as an iterator of the crate's own.
pub struct Columns {
    next: usize,
    end: usize,
    step: usize,
}

impl Columns {
    /// Every `step`-th column from `first`.
    pub fn every(first: usize, step: usize) -> Self {
        Columns { next: first, end: COLUMNS, step }
    }
}

impl Iterator for Columns {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.next >= self.end {
            return None;
        }
        let b = self.next;
        self.next += self.step;
        Some(b)
    }
}

/// Even columns, then odd ones, each from an `impl Iterator` of the crate's own.
#[device(chip = 1)]
pub fn own_iterator(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for first in 0..2 {
        for b in Columns::every(first, 2) {
            column_to(ctx, input, &mut out, b, b);
        }
    }
    out
}

/// Moves the columns of `range`.
fn columns_in(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>, out: &mut HbmTensor<i8, Chip, Cols>, range: Range<usize>) {
    for b in range.clone() {
        column_to(ctx, input, out, b, b);
    }
    debug_assert!(range.len() <= COLUMNS);
}

/// Columns in two `Range` arguments, the split point a `Range`'s end.
#[device(chip = 1)]
pub fn range_params(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let low: Range<usize> = 0..COLUMNS / 4;
    columns_in(ctx, input, &mut out, low.clone());
    columns_in(ctx, input, &mut out, low.end..COLUMNS);
    out
}

/// A column number as its own type.
#[derive(Clone, Copy)]
pub struct Column(u8);

impl From<Column> for usize {
    fn from(c: Column) -> usize {
        c.0 as usize
    }
}

/// Columns made as `Column`s and turned to `usize` by `into()` and `usize::from`, both through the
/// crate's own `From` impl.
#[device(chip = 1)]
pub fn converted(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for k in 0..COLUMNS as u8 {
        let c = Column(k);
        let from: usize = c.into();
        column_to(ctx, input, &mut out, from, usize::from(c));
    }
    out
}

/// Columns from a step list collected into a `Vec`: evens, then odds by `chain`.
#[device(chip = 1)]
pub fn collected_steps(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let steps: Vec<usize> = (0..COLUMNS).step_by(2).chain((1..COLUMNS).step_by(2)).collect();
    assert_eq!(steps.len(), COLUMNS, "{} steps", steps.len());
    let mut out = output();
    for &b in &steps {
        column_to(ctx, input, &mut out, b, b);
    }
    out
}

/// Columns from a table sorted in place, its length checked by `sum::<usize>()`.
#[device(chip = 1)]
pub fn sorted_table(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut table = [0usize; COLUMNS];
    for k in 0..COLUMNS {
        table[k] = (k * 7) % COLUMNS;
    }
    table.sort_unstable();
    table.reverse();
    table.reverse();
    let count = [1usize; COLUMNS].iter().sum::<usize>();
    let mut out = output();
    for &b in table.iter().take(count) {
        column_to(ctx, input, &mut out, b, b);
    }
    out
}

/// A plan whose step is a closure held in a field.
struct Stepper<F: Fn(usize) -> usize> {
    at: F,
    count: usize,
}

/// Columns from a closure in a struct field, called as `(plan.at)(k)`.
#[device(chip = 1)]
pub fn closure_field(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let plan = Stepper { at: |k| COLUMNS - 1 - k, count: COLUMNS };
    let mut out = output();
    for k in 0..plan.count {
        let b = (plan.at)(k);
        column_to(ctx, input, &mut out, b, b);
    }
    out
}

/// Columns moved by the arms of a `match` on the step's half, each arm a block.
#[device(chip = 1)]
pub fn match_arms_move(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for k in 0..COLUMNS {
        match k.cmp(&(COLUMNS / 2)) {
            std::cmp::Ordering::Less => {
                column_to(ctx, input, &mut out, k, k);
            }
            std::cmp::Ordering::Equal | std::cmp::Ordering::Greater => {
                let b = COLUMNS + COLUMNS / 2 - 1 - k;
                column_to(ctx, input, &mut out, b, b);
            }
        }
    }
    out
}
