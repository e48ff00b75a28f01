//! Columns of `[A, B]` moved to `[B, A]`, the steps computed in host idioms.

use crate::tiles::more::Columns;
use crate::tiles::{column_to, output};
use crate::shapes::*;
use furiosa_visa_std::prelude::*;
use std::convert::TryFrom;

/// A column number as its own type.
#[derive(Clone, Copy, PartialEq)]
pub struct Col(u8);

/// A column widened, checked against the column count when made from an integer.
pub struct Wide(usize);

impl From<Col> for usize {
    fn from(c: Col) -> usize {
        c.0 as usize
    }
}

impl From<usize> for Col {
    fn from(k: usize) -> Self {
        Col(k as u8)
    }
}

impl From<Col> for Wide {
    fn from(c: Col) -> Wide {
        Wide(c.0 as usize)
    }
}

impl TryFrom<usize> for Wide {
    type Error = ();

    fn try_from(k: usize) -> Result<Self, ()> {
        if k < COLUMNS { Ok(Wide(k)) } else { Err(()) }
    }
}

/// Each column through three conversions: `k.into()` to `Col`, `Wide::from`, `Wide::try_from`.
#[device(chip = 1)]
pub fn conversions(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for k in 0..COLUMNS {
        let c: Col = k.into();
        let wide = Wide::from(c);
        let checked = Wide::try_from(k).expect("a column");
        let to: usize = c.into();
        column_to(ctx, input, &mut out, wide.0 + checked.0 - k, to);
    }
    assert!(Wide::try_from(COLUMNS).is_err());
    out
}

/// The steps written into a table by `iter_mut`, then bumped through a `&mut Vec` helper.
#[device(chip = 1)]
pub fn iter_mut_table(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut steps = [0usize; COLUMNS];
    for (k, s) in steps.iter_mut().enumerate() {
        *s = COLUMNS - 1 - k;
    }
    let mut bumped = steps.to_vec();
    lower(&mut bumped);
    let mut out = output();
    for (&b, &c) in steps.iter().zip(bumped.iter()) {
        column_to(ctx, input, &mut out, c + 1, b);
    }
    out
}

/// Every step one lower.
fn lower(steps: &mut Vec<usize>) {
    for s in steps.iter_mut() {
        *s -= 1;
    }
}

/// The order of the columns as a function pointer: forwards or backwards.
fn pick(backwards: bool) -> fn(usize) -> usize {
    fn forwards(k: usize) -> usize {
        k
    }
    fn reversed(k: usize) -> usize {
        COLUMNS - 1 - k
    }
    if backwards { reversed } else { forwards }
}

/// Each column through a function a helper returned, then a rotation a closure captured by `move`.
#[device(chip = 1)]
pub fn picked_fn(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let order = pick(true);
    let by = 5;
    let rotate = move |k: usize| (k + by) % COLUMNS;
    let mut out = output();
    for k in 0..COLUMNS {
        let b = rotate(order(k));
        column_to(ctx, input, &mut out, b, b);
    }
    out
}

/// Columns from eager adaptor chains: pairs of `windows` stepped by two, `chunks` read backwards
/// past their first item, and what a `zip` with a `filter` leaves.
#[device(chip = 1)]
pub fn adaptor_chain(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let all: Vec<usize> = (0..COLUMNS).collect();
    let mut out = output();
    for w in all.windows(2).step_by(4) {
        column_to(ctx, input, &mut out, w[0], w[0]);
    }
    for chunk in all.chunks(4) {
        for &b in chunk.iter().skip(2).take(2).rev() {
            column_to(ctx, input, &mut out, b, b);
        }
    }
    for (a, &b) in (0..COLUMNS).zip(all.iter()).filter(|(a, _)| a % 4 == 1) {
        column_to(ctx, input, &mut out, a, b);
    }
    out
}

/// Shadowing, and a labelled `while` whose inner loop breaks out of both at the last column.
#[device(chip = 1)]
pub fn shadowed_while(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let step = 4;
    let step = step * 2;
    let mut row = 0;
    'rows: while row < step {
        let mut b = row;
        loop {
            column_to(ctx, input, &mut out, b, b);
            if b == COLUMNS - 1 {
                break 'rows;
            }
            b += step;
            if b >= COLUMNS {
                break;
            }
        }
        row += 1;
    }
    out
}

/// The columns popped from a stack by `while let`, each checked by `if let Some(..)` against a lookup.
#[device(chip = 1)]
pub fn while_let_stack(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut stack: Vec<usize> = (0..COLUMNS).rev().collect();
    let mut out = output();
    while let Some(b) = stack.pop() {
        if let Some(&twin) = [b].iter().find(|&&x| x == b) {
            column_to(ctx, input, &mut out, twin, b);
        }
    }
    out
}

/// The first column of each quarter, a `static` table.
static QUARTERS: [usize; 4] = [0, 8, 16, 24];

/// A step through the columns: where it starts and how far each step goes, zero by default.
#[derive(Default, Clone, Copy)]
struct Stride {
    start: usize,
    by: usize,
}

impl std::ops::Add<usize> for Col {
    type Output = Col;

    fn add(self, k: usize) -> Col {
        Col(self.0 + k as u8)
    }
}

/// Columns from a `#[derive(Default)]` plan, a `static` table, `Col + usize` through the crate's
/// `impl Add`, and `map(Col)` naming a tuple struct where a closure goes.
#[device(chip = 1)]
pub fn derived_stride(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let stride = Stride { by: 1, ..Default::default() };
    let mut out = output();
    for first in QUARTERS.iter().map(|&q| q as u8).map(Col) {
        for k in 0..8 {
            let b: usize = (first + (stride.start + k * stride.by)).into();
            column_to(ctx, input, &mut out, b, b);
        }
    }
    out
}

/// Columns from adaptors on an iterator of the crate's own: odd columns zipped with even ones,
/// the first half of each skipped and taken, then chained.
#[device(chip = 1)]
pub fn own_iterator_adaptors(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for (odd, even) in Columns::every(1, 2).zip(Columns::every(0, 2)) {
        column_to(ctx, input, &mut out, odd, odd);
        column_to(ctx, input, &mut out, even, even);
    }
    let rest: Vec<usize> = Columns::every(0, 1).take(COLUMNS / 2).chain(Columns::every(COLUMNS / 2, 1)).collect();
    assert_eq!(rest.len(), Columns::every(0, 1).count());
    out
}
