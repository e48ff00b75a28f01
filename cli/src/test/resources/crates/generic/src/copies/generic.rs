//! Helpers generic over the element and the tiling, called with a turbofish and by inference.

use super::*;
use crate::tiling::{Backwards, Runs};

/// Copies every part of `x` by `tiling`: part `j` of the output from part `tiling.source(j)`,
/// staged at `T::slot(j)`.
pub(super) fn copy_by<D, T>(ctx: &mut Context, x: &HbmTensor<D, Chip, Tile>, tiling: &T) -> HbmTensor<D, Chip, Tile>
where
    D: Scalar,
    T: Tiling,
{
    let mut out = unsafe { HbmTensor::<D, Chip, Tile>::from_addr(OUT) };
    for j in 0..T::PARTS {
        move_part::<D>(ctx, x, &mut out, tiling.source(j), j, T::slot(j));
    }
    out
}

/// `out = x` (i32): `copy_by` with both type arguments written.
#[device(chip = 1)]
pub fn turbofish_copy(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    copy_by::<i32, Quarters>(ctx, x, &Quarters)
}

/// `out = x` (bf16): `copy_by` with its type arguments inferred.
#[device(chip = 1)]
pub fn inferred_copy(ctx: &mut Context, x: &HbmTensor<bf16, Chip, Tile>) -> HbmTensor<bf16, Chip, Tile> {
    copy_by(ctx, x, &Quarters)
}

/// `out` quarter `j` = `x` quarter `(j + 1) % 4` (f32): a `Turned` tiling, the element inferred and
/// the tiling written `_`.
#[device(chip = 1)]
pub fn turned_copy(ctx: &mut Context, x: &HbmTensor<f32, Chip, Tile>) -> HbmTensor<f32, Chip, Tile> {
    copy_by::<_, Turned>(ctx, x, &Turned { turn: 1 })
}

/// `out = x`: a turn of four is a whole turn.
#[device(chip = 1)]
pub fn whole_turn(ctx: &mut Context, x: &HbmTensor<i8, Chip, Tile>) -> HbmTensor<i8, Chip, Tile> {
    let tiling = Turned { turn: QUARTERS };
    copy_by(ctx, x, &tiling)
}

/// `out = x` (i16): a `Plan<Quarters>` built by its generic `new`, slots from its method.
#[device(chip = 1)]
pub fn plan_copy(ctx: &mut Context, x: &HbmTensor<i16, Chip, Tile>) -> HbmTensor<i16, Chip, Tile> {
    let plan = Plan::new(Quarters);
    let mut out = unsafe { HbmTensor::<i16, Chip, Tile>::from_addr(OUT) };
    for i in 0..plan.parts() {
        move_part(ctx, x, &mut out, plan.tiling.source(i), i, plan.slot(i));
    }
    out
}

/// `out` quarter `j` = `x` quarter `(j + 3) % 4`: a `Plan::<Turned>` written as a struct literal at a
/// base of its own, the turn read through the plan's field.
#[device(chip = 1)]
pub fn plan_literal(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    let plan: Plan<Turned> = Plan { tiling: Turned { turn: 3 }, base: STAGE + SPAN };
    let mut out = unsafe { HbmTensor::<i32, Chip, Tile>::from_addr(OUT) };
    for j in 0..Turned::PARTS {
        move_part(ctx, x, &mut out, plan.tiling.source(j), j, plan.slot(j));
    }
    out
}

/// Quarters each from the quarter `j · step`: past the end from `j · step ≥ 4` on.
pub struct Strided {
    pub step: usize,
}

impl Tiling for Strided {
    const PARTS: usize = QUARTERS;
    const BASE: usize = STAGE;
    type Word = i32;

    fn source(&self, j: usize) -> usize {
        j * self.step
    }
}

/// Quarters 2 and 3 read quarters 4 and 6 of four: the reference checks no tile index, so what
/// they read is not the reference's to say (unknown).
#[device(chip = 1)]
pub fn strided_past_end(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    copy_by(ctx, x, &Strided { step: 2 })
}

/// `out = x` (i32): each quarter staged in the third of three `Runs<Turned, 3>` (a struct generic
/// over a type and a number), its span the trait's default `SPAN` computed from `Turned`'s own step.
#[device(chip = 1)]
pub fn last_run(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    let runs: Runs<Turned, 3> = Runs::of(Turned { turn: 0 });
    let mut out = unsafe { HbmTensor::<i32, Chip, Tile>::from_addr(OUT) };
    for j in 0..Turned::PARTS {
        move_part(ctx, x, &mut out, runs.tiling.source(j), j, runs.last(j));
    }
    out
}

/// `out` quarter `j` = `x` quarter `3 - j`: `Backwards<Quarters>`, a generic impl of `Tiling`.
#[device(chip = 1)]
pub fn backwards(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    copy_by(ctx, x, &Backwards { inner: Quarters })
}

/// `out = x`: backwards twice, `Backwards<Backwards<Turned>>` with a turn of 0.
#[device(chip = 1)]
pub fn backwards_twice(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    copy_by(ctx, x, &Backwards { inner: Backwards { inner: Turned { turn: 0 } } })
}
