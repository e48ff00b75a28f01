//! Orders of the columns chosen by types: an `impl` with associated constants, a trait with a
//! default method, a generic helper over `const N: usize`, an enum matched to pick the order,
//! and a helper two modules down reached through `use super::*`.

use crate::tiles::{column_to, output};
use crate::shapes::*;
use furiosa_visa_std::prelude::*;

/// The column grid: its size and group as associated constants, a column by a `const fn`.
pub struct Grid;

impl Grid {
    pub const COLS: usize = COLUMNS;
    pub const GROUP: usize = Self::COLS / 8;

    /// The `k`-th column, groups taken in turn: 0, 8, 16, 24, 1, 9, …
    pub const fn column(k: usize) -> usize {
        (k % Self::GROUP) * 8 + k / Self::GROUP
    }
}

/// The columns of a grid's associated constants, interleaved by groups.
#[device(chip = 1)]
pub fn associated_grid(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for k in 0..Grid::COLS {
        let b = Grid::column(k);
        column_to(ctx, input, &mut out, b, b);
    }
    out
}

/// A walk over the columns: its length and a step; the order is a default method.
pub trait Walk {
    const LEN: usize;

    fn step(&self, k: usize) -> usize;

    /// Every column of the walk in its order.
    fn order(&self) -> Vec<usize> {
        (0..Self::LEN).map(|k| self.step(k)).collect()
    }
}

/// Odd columns first, then even ones.
pub struct OddsFirst;

impl Walk for OddsFirst {
    const LEN: usize = COLUMNS;

    fn step(&self, k: usize) -> usize {
        if k < Self::LEN / 2 { 2 * k + 1 } else { 2 * (k - Self::LEN / 2) }
    }
}

/// Columns in the order a trait's default method builds from the type's step.
#[device(chip = 1)]
pub fn trait_default(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for b in OddsFirst.order() {
        column_to(ctx, input, &mut out, b, b);
    }
    out
}

/// Moves the `N` columns from `first`, a generic over a `const N: usize`.
fn run_of<const N: usize>(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>, out: &mut HbmTensor<i8, Chip, Cols>, first: usize) {
    let mut cols = [0usize; N];
    for (i, c) in cols.iter_mut().enumerate() {
        *c = first + i;
    }
    for b in cols {
        column_to(ctx, input, out, b, b);
    }
}

/// Columns in runs of 8 and 24, each a `const N` helper.
#[device(chip = 1)]
pub fn const_runs(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    run_of::<8>(ctx, input, &mut out, 0);
    run_of::<{ COLUMNS - 8 }>(ctx, input, &mut out, 8);
    out
}

/// The order the columns go in.
#[derive(Clone, Copy)]
pub enum Order {
    Forward,
    Backward,
    Strided { by: usize },
}

impl Order {
    /// The `k`-th column of this order.
    fn column(self, k: usize) -> usize {
        match self {
            Order::Forward => k,
            Order::Backward => COLUMNS - 1 - k,
            Order::Strided { by } => (k * by) % COLUMNS + (k * by) / COLUMNS,
        }
    }
}

/// Columns strided by 4, the order an enum matched in a method.
#[device(chip = 1)]
pub fn enum_order(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let orders = [Order::Strided { by: 4 }, Order::Backward, Order::Forward];
    let order = orders[0];
    for k in 0..COLUMNS {
        let b = order.column(k);
        column_to(ctx, input, &mut out, b, b);
    }
    out
}

/// Helpers two modules down, visible to the crate only.
pub(crate) mod nested {
    use super::*;

    pub(crate) mod deeper {
        use super::*;

        /// Moves the columns of `range`, each once.
        pub(crate) fn span(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>, out: &mut HbmTensor<i8, Chip, Cols>, from: usize, to: usize) {
            for b in from..to {
                column_to(ctx, input, out, b, b);
            }
        }
    }

    /// The halves of the columns, through the deeper module.
    pub(crate) fn halves(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>, out: &mut HbmTensor<i8, Chip, Cols>) {
        deeper::span(ctx, input, out, COLUMNS / 2, COLUMNS);
        self::deeper::span(ctx, input, out, 0, COLUMNS / 2);
    }
}

/// Columns moved by a helper of a nested module reached through `use super::*`.
#[device(chip = 1)]
pub fn nested_modules(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    nested::halves(ctx, input, &mut out);
    out
}
