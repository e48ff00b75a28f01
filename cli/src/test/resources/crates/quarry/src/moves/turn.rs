//! A cube turned through DM, and a grouped axis read back under the names of its groups.

use super::*;
use crate::places::{result, stage};

/// A bf16 cube `[P, Q, S]`.
pub type Cube = HbmTensor<bf16, Chip, m![P, Q, S]>;

/// Stages `x` with `Q` across the slices and `[S, P]` in the lanes, so the HBM write that follows
/// may take any order of the three axes.
fn staged(ctx: &mut Context, x: &Cube) -> DmTensor<bf16, Chip, Cluster, m![Q], m![S, P]> {
    x.to_dm(&mut ctx.tdma, stage(0))
}

/// `out[s, p, q] = x[p, q, s]`: the innermost axis moved outermost.
#[device(chip = 1)]
pub fn cube_turned(ctx: &mut Context, x: &Cube) -> HbmTensor<bf16, Chip, m![S, P, Q]> {
    staged(ctx, x).to_hbm(&mut ctx.tdma, result(0))
}

/// `out[q, s, p] = x[p, q, s]`, turned once in HBM and once more through DM.
#[device(chip = 1)]
pub fn cube_turned_back(ctx: &mut Context, x: &Cube) -> HbmTensor<bf16, Chip, m![Q, S, P]> {
    let once: HbmTensor<bf16, Chip, m![S, P, Q]> = x.to_hbm(&mut ctx.tdma, result(1));
    let lanes = once.to_dm::<Cluster, m![Q], m![S, P]>(&mut ctx.tdma, stage(1));
    lanes.to_hbm(&mut ctx.tdma, result(0))
}

/// The 64 columns of each row staged with their low digit outermost, then named as eight groups
/// of eight: `out[g, n, v] = x[n, 8 v + g]`, the DM tensor's digits of `T` read as those of `G`
/// and `V`.
#[device(chip = 1)]
pub fn columns_regrouped(
    ctx: &mut Context,
    x: &HbmTensor<f32, Chip, m![N, T]>,
) -> HbmTensor<f32, Chip, m![G, N, V]> {
    let rows: DmTensor<f32, Chip, Cluster, m![N], m![T % 8, T / 8]> = x.to_dm(&mut ctx.tdma, stage(0));
    let grouped: DmTensor<f32, Chip, Cluster, m![N], m![G, V]> = unsafe { rows.reshape() };
    grouped.to_hbm(&mut ctx.tdma, result(0))
}
