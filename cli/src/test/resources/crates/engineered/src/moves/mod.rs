//! Copies of `[A, Q]` quarter by quarter through DM, their addresses and orders decided by
//! cursors, enums, generic runs and macro-written slots.

pub(crate) use crate::layout::*;
pub(crate) use furiosa_visa_std::prelude::*;

pub mod cursors;
pub mod digits;
pub mod orders;
pub mod runs;

/// Stages quarter `from` of `x` at DM address `at`, then writes it to quarter `to` of `out`.
pub(crate) fn move_quarter<D: Scalar>(
    ctx: &mut Context,
    x: &HbmTensor<D, Chip, m![A, Q]>,
    out: &mut HbmTensor<D, Chip, m![A, Q]>,
    from: usize,
    to: usize,
    at: usize,
) {
    let staged: DmTensor<D, Chip, Cluster, Spread, Staged> =
        x.view().tile::<m![A / 512], 1, Quarter>(from).to_dm(&mut ctx.tdma, at);
    staged.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A / 512], 1, Quarter>(to));
}
