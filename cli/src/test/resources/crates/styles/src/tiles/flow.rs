//! Host code around the columns: `Option` and `Result` with `?`, nested closures, `match` on
//! tuples and ranges, slices, `let else`, labelled loops and casts.

use super::*;

/// The column after `b`, if any.
fn next_column(b: usize) -> Option<usize> {
    let n = b.checked_add(1)?;
    if n < COLUMNS { Some(n) } else { None }
}

/// The column two after `b`, through two `?`.
fn skip_one(b: usize) -> Option<usize> {
    let n = next_column(b)?;
    next_column(n)
}

/// Columns stepped by `Option` helpers with `?`: even columns by `skip_one`, each odd one after.
#[device(chip = 1)]
pub fn option_steps(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let mut b = Some(0);
    while let Some(c) = b {
        column_to(ctx, input, &mut out, c, c);
        if let Some(odd) = next_column(c) {
            column_to(ctx, input, &mut out, odd, odd);
        }
        b = skip_one(c);
    }
    out
}

/// Why a column cannot be moved.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Refusal {
    PastTheEnd(usize),
}

/// Column `b` checked: `Err` past the last.
fn checked(b: usize) -> Result<usize, Refusal> {
    if b >= COLUMNS {
        return Err(Refusal::PastTheEnd(b));
    }
    Ok(b)
}

/// The columns `from..from + n`, each checked with `?`.
fn checked_run(from: usize, n: usize) -> Result<[usize; 4], Refusal> {
    let first = checked(from)?;
    let last = checked(from + n - 1)?;
    Ok([first, first + 1, first + 2, last])
}

/// Columns in runs of four, each run checked through `Result` and `?`, unwrapped or matched.
#[device(chip = 1)]
pub fn result_runs(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for r in 0..=COLUMNS / 4 {
        match checked_run(r * 4, 4) {
            Ok(run) => {
                for b in run {
                    column_to(ctx, input, &mut out, b, b);
                }
            }
            Err(Refusal::PastTheEnd(at)) => assert!(at >= COLUMNS, "column {} is not past {}", at, COLUMNS),
        }
    }
    let Ok(_) = checked(0) else { panic!("column 0 exists") };
    out
}

/// Columns from nested closures: one that makes the column, one that moves it.
#[device(chip = 1)]
pub fn nested_closures(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let of = |half: usize| move |k: usize| half * (COLUMNS / 2) + k;
    for half in 0..2 {
        let at = of(half);
        let mut take = |k: usize| column_to(ctx, input, &mut out, at(k), at(k));
        for k in 0..COLUMNS / 2 {
            take(k);
        }
    }
    out
}

/// Columns by a `match` on a tuple with inclusive ranges.
#[device(chip = 1)]
pub fn tuple_match(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    for k in 0..COLUMNS {
        let b = match (k / 8, k % 8) {
            (0, 0..=3) => k,
            (0, 4..=7) => 11 - (k - 4),
            (1, r @ 0..=3) => 4 + r,
            (1, r) => 8 + r,
            (q @ 2..=3, r) => q * 8 + r,
            _ => unreachable!("k is below {}", COLUMNS),
        };
        column_to(ctx, input, &mut out, b, b);
    }
    out
}

/// Moves the columns a slice lists.
fn listed(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>, out: &mut HbmTensor<i8, Chip, Cols>, columns: &[usize]) {
    for (i, &b) in columns.iter().rev().enumerate() {
        assert!(i < columns.len(), "step {} of {}", i, columns.len());
        column_to(ctx, input, out, b, b);
    }
}

/// Columns from `&[usize]` halves of one table by `split_at`, each walked backwards.
#[device(chip = 1)]
pub fn split_slices(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let table: [usize; COLUMNS] = std::array::from_fn(|k| k);
    let (low, high) = table.split_at(COLUMNS / 2);
    let mut out = output();
    listed(ctx, input, &mut out, low);
    listed(ctx, input, &mut out, high);
    out
}

/// Columns from a zip of three: quarter, offset and a flag, each pair of `u8` cast to `usize`.
#[device(chip = 1)]
pub fn zipped_three(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    const QUARTERS: [u8; 4] = [0, 1, 2, 3];
    const WIDTHS: [u16; 4] = [8, 8, 8, 8];
    const FORWARD: [bool; 4] = [true, false, true, false];
    let mut out = output();
    for ((&q, &w), &fwd) in QUARTERS.iter().zip(WIDTHS.iter()).zip(FORWARD.iter()) {
        for k in 0..w as usize {
            let step = if fwd { k } else { w as usize - 1 - k };
            let b = q as usize * 8 + step;
            column_to(ctx, input, &mut out, b, b);
        }
    }
    out
}

/// Columns by a `loop` with a labelled `continue`, widths passed through `u64::try_from` and casts.
#[device(chip = 1)]
pub fn labelled_loop(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let total = u64::try_from(COLUMNS).unwrap();
    let mut b: u64 = 0;
    'cols: loop {
        if b == total {
            break 'cols;
        }
        let narrow = b as u8 as i16;
        b += 1;
        if narrow % 2 == 1 {
            column_to(ctx, input, &mut out, narrow as usize, narrow as usize);
            continue 'cols;
        }
        column_to(ctx, input, &mut out, usize::try_from(narrow).unwrap(), narrow as usize);
    }
    out
}

/// Columns whose tile mapping is a type alias shadowed in an inner block.
#[device(chip = 1)]
pub fn shadowed_alias(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    type Rows = m![B, A];
    let mut out = unsafe { HbmTensor::<i8, Chip, Rows>::from_addr(OUT) };
    {
        type Rows = m![A, 1 # 32];
        for b in 0..COLUMNS {
            let from = input.view().tile::<m![B], 1, Rows>(b);
            let to = out.view_mut().tile::<m![B], 1, m![1 # 32, A]>(b);
            from.to_hbm_view(&mut ctx.tdma, to);
        }
    }
    out
}

/// Columns found by a `loop` that breaks with the next one, a `let else` ending it.
#[device(chip = 1)]
pub fn let_else_loop(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
    let mut out = output();
    let mut at = 0usize;
    loop {
        let Some(b) = (at < COLUMNS).then_some(at) else { break };
        column_to(ctx, input, &mut out, b, b);
        at = loop {
            at += 1;
            break at;
        };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_are_checked() {
        assert_eq!(checked_run(30, 4), Err(Refusal::PastTheEnd(33)));
    }
}
