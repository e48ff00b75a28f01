//! A generic run of tiles and slots a macro writes.

use super::*;

/// `out = x` (f32): the quarters staged in a `Tiles<4>` run, its count and slots from its impl.
#[device(chip = 1)]
pub fn tile_run(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, Q]>) -> HbmTensor<f32, Chip, m![A, Q]> {
    let mut out = unsafe { HbmTensor::<f32, Chip, m![A, Q]>::from_addr(OUT) };
    let run: Tiles<4> = Tiles::at(STAGE);
    for i in 0..Tiles::<4>::COUNT {
        move_quarter(ctx, x, &mut out, i, i, run.slot(i));
    }
    out
}

/// `out = x`: two runs of two, the second one `Tiles::<2>::SPAN` past the first.
#[device(chip = 1)]
pub fn two_runs(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(OUT) };
    let first = Tiles::<2> { base: STAGE };
    let second = Tiles::<2>::at(first.base + Tiles::<2>::SPAN);
    for i in 0..2 {
        move_quarter(ctx, x, &mut out, i, i, first.slot(i));
        move_quarter(ctx, x, &mut out, i + 2, i + 2, second.slot(i));
    }
    out
}

/// `out = x`: quarter `i` staged at `low_slot(i)` or `high_slot(i)`, functions a `macro_rules!`
/// wrote at module level; the last quarter at `LOW_LAST`, a constant it wrote.
#[device(chip = 1)]
pub fn macro_slots(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(OUT) };
    for i in 0..QUARTERS {
        let at = if i == QUARTERS - 1 { LOW_LAST } else if i % 2 == 0 { low_slot(i) } else { high_slot(i) };
        move_quarter(ctx, x, &mut out, i, i, at);
    }
    out
}

/// `out = x`: a `Staging` from `Default::default()` destructured by a `let` pattern, the parts of
/// the unit struct `Identity` through its trait impl, each address checked by `assert!` (which
/// holds) and a `let … else` that never takes its `else`.
#[device(chip = 1)]
pub fn default_parts(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(OUT) };
    let Staging { base, stride } = Staging { stride: page(2), ..Default::default() };
    let parts = Identity;
    for part in 0..Identity::COUNT {
        let at = base + part * stride;
        assert!(at % page(1) == 0, "DM addresses are page-aligned: {at:#x}");
        let Some(from) = [0, 1, 2, 3].get(parts.source(part)).copied() else {
            unreachable!("every part has a source");
        };
        move_quarter(ctx, x, &mut out, from, part, at);
    }
    out
}
