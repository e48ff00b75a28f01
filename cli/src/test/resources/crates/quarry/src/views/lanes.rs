//! The sixteen lanes of each row rotated through tiles of DM views, four lanes (8 bytes) a step.

use super::*;
use crate::places::{result, stage};

/// Rows of sixteen i16 lanes.
pub type Rows = HbmTensor<i16, Chip, m![R, L]>;

type Staged = DmTensor<i16, Chip, Cluster, m![R], m![L]>;

/// Copies lanes `0..12` of `src` to lanes `4..16` of `dst`, and lanes `12..16` to lanes `0..4`.
fn rotate_by_four(ctx: &mut Context, src: &Staged, dst: &mut Staged) {
    let head = src.view().tile::<m![L], 12, m![L = 12 # 16]>(0);
    head.to_dm_view(&mut ctx.tdma, dst.view_mut().tile::<m![L], 12, m![L = 12 # 16]>(4));
    let tail = src.view().tile::<m![L], 4, m![L = 4 # 16]>(12);
    tail.to_dm_view(&mut ctx.tdma, dst.view_mut().tile::<m![L], 4, m![L = 4 # 16]>(0));
}

/// `out[r, l] = x[r, (l + 12) % 16]`: each row's lanes moved four places up, the last four wrapped.
#[device(chip = 1)]
pub fn lanes_rotated(ctx: &mut Context, x: &Rows) -> Rows {
    let staged: Staged = x.to_dm(&mut ctx.tdma, stage(0));
    let mut turned = unsafe { Staged::from_addr(stage(1)) };
    rotate_by_four(ctx, &staged, &mut turned);
    turned.to_hbm(&mut ctx.tdma, result(0))
}

/// `out[r, l] = x[r, (l + 8) % 16]`: the rotation by four done twice.
#[device(chip = 1)]
pub fn lanes_rotated_twice(ctx: &mut Context, x: &Rows) -> Rows {
    let staged: Staged = x.to_dm(&mut ctx.tdma, stage(0));
    let mut once = unsafe { Staged::from_addr(stage(1)) };
    let mut twice = unsafe { Staged::from_addr(stage(2)) };
    rotate_by_four(ctx, &staged, &mut once);
    rotate_by_four(ctx, &once, &mut twice);
    twice.to_hbm(&mut ctx.tdma, result(0))
}
