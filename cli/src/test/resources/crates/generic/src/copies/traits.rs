//! Trait constants, types and default methods read through `<T as Trait>::X`, `T::X` and `Self::X`.

use super::generic::copy_by;
use super::*;

/// The tiling's own copy: over its `Word`, each part at its default slot.
pub trait OwnCopy: Tiling + Sized {
    /// The tiling's kernel, written once here.
    fn copy_own(&self, ctx: &mut Context, x: &HbmTensor<Self::Word, Chip, Tile>) -> HbmTensor<Self::Word, Chip, Tile> {
        let mut out = unsafe { HbmTensor::<Self::Word, Chip, Tile>::from_addr(OUT) };
        for j in 0..Self::PARTS {
            move_part(ctx, x, &mut out, self.source(j), j, Self::slot(j));
        }
        out
    }
}

/// `impl`s in a module other than their types': the types are `tiling`'s.
impl OwnCopy for Quarters {}
impl OwnCopy for Turned {}

/// `out = x` (i32): the default method of `OwnCopy` on `Quarters`, whose `Word` is `i32`.
#[device(chip = 1)]
pub fn default_method(
    ctx: &mut Context,
    x: &HbmTensor<<Quarters as Tiling>::Word, Chip, Tile>,
) -> HbmTensor<<Quarters as Tiling>::Word, Chip, Tile> {
    Quarters.copy_own(ctx, x)
}

/// `out` quarter `j` = `x` quarter `(j + 2) % 4` (f32, `Turned::Word`).
#[device(chip = 1)]
pub fn default_method_turned(ctx: &mut Context, x: &HbmTensor<f32, Chip, Tile>) -> HbmTensor<f32, Chip, Tile> {
    let t = Turned { turn: 2 };
    t.copy_own(ctx, x)
}

/// `out = x`: the addresses of the parts read as `<Turned as Tiling>::BASE` and `<Turned as Tiling>::STEP`,
/// the count as `Quarters::PARTS`.
#[device(chip = 1)]
pub fn qualified_paths(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    let mut out = unsafe { HbmTensor::<i32, Chip, Tile>::from_addr(OUT) };
    for i in 0..Quarters::PARTS {
        let at = <Turned as Tiling>::BASE + i * <Turned as Tiling>::STEP;
        move_part(ctx, x, &mut out, i, i, at);
    }
    out
}

/// The span a tiling's staged parts cover.
fn span_of<T: Tiling>() -> usize {
    T::PARTS * T::STEP
}

/// `out = x`: each part staged past the span of the one before, `span_of::<T>()` a generic
/// function with no argument.
#[device(chip = 1)]
pub fn generic_span(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    let mut out = unsafe { HbmTensor::<i32, Chip, Tile>::from_addr(OUT) };
    let span = span_of::<Turned>();
    for i in 0..QUARTERS {
        move_part(ctx, x, &mut out, i, i, STAGE + span + i * PAGE);
    }
    out
}

/// Quarters staged at a slot too far: past DM's 512 KiB.
pub struct Far;

impl Tiling for Far {
    const PARTS: usize = 4;
    const BASE: usize = 0x7_F000;
    type Word = i32;
}

/// `out = x` staged from `Far::BASE`, the last quarter's 8 KiB past the end of the slice's DM.
#[device(chip = 1)]
pub fn staged_past_dm(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    copy_by::<i32, Far>(ctx, x, &Far)
}

/// Copies by any tiling given by value, only its methods called: part `j` from `tiling.source(j)`.
fn copy_with(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>, tiling: impl Tiling) -> HbmTensor<i32, Chip, Tile> {
    let mut out = unsafe { HbmTensor::<i32, Chip, Tile>::from_addr(OUT) };
    for j in 0..QUARTERS {
        move_part(ctx, x, &mut out, tiling.source(j), j, STAGE + j * PAGE);
    }
    out
}

/// `out = x`: an `impl Tiling` argument, `Turned` by a whole turn.
#[device(chip = 1)]
pub fn impl_argument(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    copy_with(ctx, x, Turned { turn: 2 * QUARTERS })
}
