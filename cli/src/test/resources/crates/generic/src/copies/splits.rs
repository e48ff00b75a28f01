//! Splits of `A` whose tiles are a trait's associated types: which axis digit picks the part, what
//! a part is, and how it sits in DM, each a mapping an impl sets.

use super::*;

/// A split of `A` into parts by mappings.
pub trait Split {
    /// The digit of `A` a part's number is.
    type Index: M;
    /// One part of `[A, Q]`.
    type Part: M;
    /// A part in DM, under `A % 256` over the slices.
    type Staged: M;
    /// How many parts.
    const PARTS: usize;
}

/// Four quarters, two rows a slice.
pub struct Fourths;
impl Split for Fourths {
    type Index = m![A / 512];
    type Part = Quarter;
    type Staged = Staged;
    const PARTS: usize = QUARTERS;
}

/// Two halves, four rows a slice.
pub struct Halves;
impl Split for Halves {
    type Index = m![A / 1024];
    type Part = m![1 # 2, A % 1024, Q];
    type Staged = m![A / 256 % 4, Q];
    const PARTS: usize = 2;
}

/// Two halves staged as if they were quarters: two rows a slice, half of each half left out.
pub struct ShortHalves;
impl Split for ShortHalves {
    type Index = <Halves as Split>::Index;
    type Part = <Halves as Split>::Part;
    type Staged = Staged;
    const PARTS: usize = 2;
}

/// `out = x`, part by part, each through DM as `S` says.
pub(in crate::copies) fn copy_split<S: Split, D: Scalar>(
    ctx: &mut Context,
    x: &HbmTensor<D, Chip, Tile>,
) -> HbmTensor<D, Chip, Tile> {
    let mut out = unsafe { HbmTensor::<D, Chip, Tile>::from_addr(OUT) };
    for i in 0..S::PARTS {
        let staged: DmTensor<D, Chip, Cluster, Spread, S::Staged> =
            x.view().tile::<S::Index, 1, S::Part>(i).to_dm(&mut ctx.tdma, STAGE + i * PAGE);
        staged.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<S::Index, 1, S::Part>(i));
    }
    out
}

/// `out = x` by quarters.
#[device(chip = 1)]
pub fn split_fourths(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    copy_split::<Fourths, i32>(ctx, x)
}

/// `out = x` (bf16) by halves.
#[device(chip = 1)]
pub fn split_halves(ctx: &mut Context, x: &HbmTensor<bf16, Chip, Tile>) -> HbmTensor<bf16, Chip, Tile> {
    copy_split::<Halves, _>(ctx, x)
}

/// Halves staged two rows a slice: the DMA's destination does not hold `A / 512 % 2` of its source,
/// which the reference's `to_dm` refuses.
#[device(chip = 1)]
pub fn split_short(ctx: &mut Context, x: &HbmTensor<i32, Chip, Tile>) -> HbmTensor<i32, Chip, Tile> {
    copy_split::<ShortHalves, i32>(ctx, x)
}
