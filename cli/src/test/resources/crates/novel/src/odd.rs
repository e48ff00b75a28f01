//! Valid Rust in unusual shapes: trailing commas, nested generics, `where` clauses, shadowing,
//! blocks as values, `if`/`match` on constants, raw identifiers, suffixed literals.

use crate::shapes::{self, Chip, Cluster as Clusters, N, T};
use furiosa_visa_std::prelude::*;

/// Twice the rows of a tile (a const expression).
pub(crate) const DOUBLE: usize = shapes::TILE_ROWS * 2;
const BASE: usize = 0x1_000usize;
const WIDE: bool = DOUBLE > 256;

type Rows = m![N / 8];
type Lanes = m![N % 8, T];

/// A unit struct with an associated constant, read in a kernel through its path.
pub struct Layout;

impl Layout {
    pub const OUT: usize = 0x40_0000;
    pub(crate) fn unused(&self) -> usize {
        Self::OUT
    }
}

/// Copies `[N, T]` through DM, written with every odd shape this module is about.
#[device(chip = 1)]
#[allow(unused_variables)]
pub fn r#odd_copy(
    ctx: &mut Context,
    r#in: &HbmTensor<i32, Chip, m![N, T],>,
) -> HbmTensor<i32, Chip, m![N, T]> {
    let address = { BASE * 2 };
    let address = address + if WIDE { 0x100 } else { 0 };
    let staged: DmTensor<i32, Chip, Clusters, Rows, Lanes,> = r#in.to_dm(&mut ctx.tdma, address,);
    let out_address: usize = match DOUBLE {
        512 => Layout::OUT,
        _ => Layout::OUT * 2,
    };
    staged.to_hbm::<m![N, T]>(&mut ctx.tdma, out_address)
}

/// The identity on `[N]` through a helper with a `where` clause and a lifetime.
#[device(chip = 1)]
pub fn generic_helper(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![N]>) -> HbmTensor<i8, Chip, m![N]> {
    let dm = to_rows::<'_, 0x2000>(ctx, x);
    dm.to_hbm(&mut ctx.tdma, 0x3_0000_u64 as usize)
}

fn to_rows<'a, const AT: usize>(ctx: &mut Context, x: &'a HbmTensor<i8, Chip, m![N]>) -> DmTensor<i8, Chip, Clusters, m![N / 4], m![N % 4]>
where
    'a: 'a,
{
    x.to_dm::<Clusters, m![N / 4], m![N % 4]>(&mut ctx.tdma, AT)
}

/// One step of a tile loop.
const ONE: usize = 1;

/// Copies `x` a quarter of `N` at a time, each quarter staged at the next DM address of a counter.
#[device(chip = 1)]
pub fn counter_addresses(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N, T]>) -> HbmTensor<i32, Chip, m![N, T]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![N, T]>::from_addr(0x50_0000) };
    let mut at = 0;
    for i in 0..4 {
        let piece = x.view().tile::<m![N / 256], ONE, m![1 # 4, N % 256, T]>(i);
        let staged = piece.to_dm::<Clusters, m![N % 256], m![T]>(&mut ctx.tdma, at);
        at += 0x100;
        staged
            .view()
            .to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![N / 256], { 2 * ONE - 1 }, m![1 # 4, N % 256, T]>(i));
    }
    out
}

/// Streams `x` from a DM tensor spread over 128 slices (`N % 128`): a memory tensor may span fewer
/// than 256 slices, but a fetched one must span all 256, so the reference rejects the fetch and the
/// crate's tests expect a panic.
#[device(chip = 1)]
pub fn half_slices(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N, T]>) -> HbmTensor<i32, Chip, m![N, T]> {
    let staged = x.to_dm::<Clusters, m![N % 128], m![N / 128, T]>(&mut ctx.tdma, 0);
    let copied: DmTensor<i32, Chip, Clusters, m![N % 128], m![N / 128, T]> = ctx
        .main
        .begin(staged.view())
        .fetch::<i32, m![N / 128], m![T]>()
        .collect::<m![N / 128], m![T]>()
        .commit(0x8000);
    copied.to_hbm(&mut ctx.tdma, 0x60_0000)
}
