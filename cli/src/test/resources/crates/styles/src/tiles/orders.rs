//! Column orders as traits: trait objects, associated types and constants, `impl Fn`, and
//! `const` generics with expressions.

use super::*;

/// An order of the columns: the column of step `k`.
pub trait Order {
    /// The column step `k` moves.
    fn column(&self, k: usize) -> usize;
}

/// Columns in order.
pub struct Forward;

/// Columns from the last.
pub struct Backward {
    last: usize,
}

impl Order for Forward {
    fn column(&self, k: usize) -> usize {
        k
    }
}

impl Order for Backward {
    fn column(&self, k: usize) -> usize {
        self.last - k
    }
}

/// Moves every column in the order `order` gives.
fn by_order(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>, order: &dyn Order) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for k in 0..COLUMNS {
        let b = order.column(k);
        column_to(ctx, input, &mut out, b, b);
    }
    out
}

/// Columns through a `&dyn Order` chosen at run time.
#[device(chip = 1)]
pub fn dyn_order(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let backward = Backward { last: COLUMNS - 1 };
    let order: &dyn Order = if COLUMNS % 2 == 0 { &backward } else { &Forward };
    by_order(ctx, input, order)
}

/// A tiling whose associated constant and type drive the loop.
pub trait Tiling {
    /// How many columns a step moves.
    const WIDTH: usize;
    /// The index type of a step.
    type Step;
    /// The steps.
    fn steps() -> usize {
        COLUMNS / Self::WIDTH
    }
}

/// One column a step, its steps counted in `u8`.
pub struct Narrow;

impl Tiling for Narrow {
    const WIDTH: usize = 1;
    type Step = u8;
}

/// Moves every column a tiling `T` plans, one by one within each step.
fn tiled<T: Tiling>(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for s in 0..T::steps() {
        for w in 0..T::WIDTH {
            let b = s * T::WIDTH + w;
            column_to(ctx, input, &mut out, b, b);
        }
    }
    out
}

/// Columns from a trait's associated constant and default method.
#[device(chip = 1)]
pub fn associated_tiling(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    tiled::<Narrow>(ctx, input)
}

/// A step function made by a helper: `impl Fn(usize) -> usize`.
fn shifted(by: usize) -> impl Fn(usize) -> usize {
    move |k| (k + by) % COLUMNS
}

/// Columns by a closure a helper returns, starting from the sixteenth.
#[device(chip = 1)]
pub fn impl_fn_order(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let step = shifted(16);
    let mut out = output();
    for k in 0..COLUMNS {
        column_to(ctx, input, &mut out, step(k), step(k));
    }
    out
}

/// Halves of `N` columns: the half's width a const expression.
pub struct Halves<const N: usize>;

impl<const N: usize> Halves<N> {
    /// The width of a half.
    pub const HALF: usize = N / 2;

    /// The column of step `k` of half `h`.
    pub const fn at(h: usize, k: usize) -> usize {
        h * Self::HALF + k
    }
}

/// Moves the `W` columns from `from`.
fn run_of<const W: usize>(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>, out: &mut HbmTensor<i8, Chip, Cols>, from: usize) {
    for k in 0..W {
        column_to(ctx, input, out, from + k, from + k);
    }
}

/// Two runs of `{ COLUMNS / 2 }` columns, placed by `Halves<COLUMNS>`.
#[device(chip = 1)]
pub fn const_expr_halves(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for h in 0..2 {
        run_of::<{ COLUMNS / 2 }>(ctx, input, &mut out, Halves::<COLUMNS>::at(h, 0));
    }
    out
}
