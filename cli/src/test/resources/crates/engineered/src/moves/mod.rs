//! Copies of `[A, Q]` quarter by quarter through DM, their addresses and orders decided by
//! cursors, enums, generic runs and macro-written slots.

pub(crate) use crate::layout::*;
pub(crate) use furiosa_visa_std::prelude::*;

/// Stages tile `$from` of `$x` (a tile of `$tile` holding the rows `$view`) in DM at address `$at`
/// as a `$staged`, then writes it to tile `$to` of `$out`: `move_tile!(ctx, x, out, m![A / 512],
/// Quarter, DmTensor<i32, Chip, Cluster, Spread, Staged>, 1, 1, at)` moves the second quarter of `A`.
macro_rules! move_tile {
    ($ctx:expr, $x:expr, $out:expr, $tile:ty, $view:ty, $staged:ty, $from:expr, $to:expr, $at:expr) => {{
        let staged: $staged = $x.view().tile::<$tile, 1, $view>($from).to_dm(&mut $ctx.tdma, $at);
        staged.view().to_hbm_view(&mut $ctx.tdma, $out.view_mut().tile::<$tile, 1, $view>($to));
    }};
}

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
    move_tile!(ctx, x, out, m![A / 512], Quarter, DmTensor<D, Chip, Cluster, Spread, Staged>, from, to, at);
}
