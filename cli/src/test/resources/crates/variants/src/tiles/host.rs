//! `tile_simple` again, its columns picked by host code written with newer Rust: ping-pong
//! indices swapped by `std::mem::swap` or a tuple assignment, let chains, an enum's
//! discriminants, a labelled block, integer conversions.

use super::*;

/// Where each half of the columns starts.
#[derive(Clone, Copy)]
enum Part {
    Left,
    Right = 16,
}

/// Columns `low` and `low + 16` in turn, the pair swapped twice a step.
#[device(chip = 1)]
pub fn swapped_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = unsafe { HbmTensor::<i8, Chip, Cols>::from_addr(OUT) };
    let mut low = 0;
    let mut high = COLUMNS / 2;
    for _ in 0..COLUMNS / 2 {
        column(ctx, input, &mut out, low);
        std::mem::swap(&mut low, &mut high);
        column(ctx, input, &mut out, low);
        std::mem::swap(&mut low, &mut high);
        low += 1;
        high += 1;
    }
    out
}

/// Even and odd columns stepped together by a tuple assignment.
#[device(chip = 1)]
pub fn tuple_assigned_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = unsafe { HbmTensor::<i8, Chip, Cols>::from_addr(OUT) };
    let (mut even, mut odd) = (0, 1);
    while even < COLUMNS {
        column(ctx, input, &mut out, even);
        column(ctx, input, &mut out, odd);
        (even, odd) = (odd + 1, even + 3);
    }
    out
}

/// Columns from a table read past its end, each kept by a let chain.
#[device(chip = 1)]
pub fn let_chain_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = unsafe { HbmTensor::<i8, Chip, Cols>::from_addr(OUT) };
    let order: [usize; COLUMNS] = std::array::from_fn(|i| COLUMNS - 1 - i);
    for i in 0..COLUMNS + 4 {
        if let Some(&b) = order.get(i)
            && b < COLUMNS
        {
            column(ctx, input, &mut out, b);
        }
    }
    out
}

/// Each half from where an enum's discriminant says it starts.
#[device(chip = 1)]
pub fn enum_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = unsafe { HbmTensor::<i8, Chip, Cols>::from_addr(OUT) };
    for b in 0..Part::Right as usize {
        column(ctx, input, &mut out, Part::Left as usize + b);
        column(ctx, input, &mut out, Part::Right as usize + b);
    }
    out
}

/// The first column from a labelled block.
#[device(chip = 1)]
pub fn labelled_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = unsafe { HbmTensor::<i8, Chip, Cols>::from_addr(OUT) };
    let start = 'first: {
        for b in 0..COLUMNS {
            if b % 8 == 0 {
                break 'first b;
            }
        }
        COLUMNS
    };
    for b in start..COLUMNS {
        column(ctx, input, &mut out, b);
    }
    out
}

/// The column count as a `u8` and back.
#[device(chip = 1)]
pub fn converted_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = unsafe { HbmTensor::<i8, Chip, Cols>::from_addr(OUT) };
    for b in 0..u8::try_from(COLUMNS).unwrap() {
        column(ctx, input, &mut out, usize::from(b));
    }
    out
}
