//! Copies of `[A, Q]` quarter by quarter through DM, written once over any element and any tiling.

pub(crate) use crate::sizes::*;
pub(crate) use crate::tiling::{Quarters, Turned};
pub(crate) use crate::{Plan, Tiling};
pub(crate) use furiosa_visa_std::prelude::*;

pub mod generic;
pub mod splits;
pub mod traits;

/// Stages quarter `from` of `x` at DM address `at`, then writes it to quarter `to` of `out`.
pub(crate) fn move_part<D: Scalar>(
    ctx: &mut Context,
    x: &HbmTensor<D, Chip, Tile>,
    out: &mut HbmTensor<D, Chip, Tile>,
    from: usize,
    to: usize,
    at: usize,
) {
    let staged: DmTensor<D, Chip, Cluster, Spread, Staged> =
        x.view().tile::<m![A / 512], 1, Quarter>(from).to_dm(&mut ctx.tdma, at);
    staged.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A / 512], 1, Quarter>(to));
}
