//! Row blocks of an HBM tensor moved in a loop, and columns padded in DM.

use super::*;
use crate::places::{result, stage};

/// Eight blocks of 64 f32 columns.
pub type Blocks = HbmTensor<f32, Chip, m![B, C]>;

/// Blocks in reverse order: `out[b, c] = x[7 − b, c]`, one block view copied per step.
#[device(chip = 1)]
pub fn blocks_reversed(ctx: &mut Context, x: &Blocks) -> Blocks {
    let mut out = unsafe { Blocks::from_addr(result(0)) };
    let last = <m![B]>::SIZE - 1;
    for b in 0..=last {
        let block = x.view().tile::<m![B], 1, m![1 # 8, C]>(b);
        block.to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![B], 1, m![1 # 8, C]>(last - b));
    }
    out
}

/// Each row's halves of the columns swapped, the halves as tiles of a DM view of the rows:
/// `out[b, c] = x[b, (c + 32) % 64]`.
#[device(chip = 1)]
pub fn halves_swapped(ctx: &mut Context, x: &Blocks) -> Blocks {
    let rows = x.to_dm::<Cluster, m![B], m![C]>(&mut ctx.tdma, stage(0));
    let mut out = unsafe { Blocks::from_addr(result(0)) };
    for h in 0..2 {
        let half = rows.view().tile::<m![C / 32], 1, m![1 # 2, C % 32]>(h);
        half.to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![C / 32], 1, m![B, 1 # 2, C % 32]>(1 - h));
    }
    out
}

/// Twelve i32 columns staged padded to sixteen lanes, and read back unpadded: `out = x`.
#[device(chip = 1)]
pub fn padded_columns(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![B, W]>) -> HbmTensor<i32, Chip, m![B, W]> {
    let padded = x.to_dm::<Cluster, m![B, W # 16 / 4], m![W # 16 % 4]>(&mut ctx.tdma, stage(0));
    padded.to_hbm(&mut ctx.tdma, result(0))
}
