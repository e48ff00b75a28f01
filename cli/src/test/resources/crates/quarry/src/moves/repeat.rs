//! Rows repeated by a broadcasting DMA.

use super::*;
use crate::places::{result, stage};

/// `out[q, s] = x[q]`: each of the 16 i8 values repeated along a row of 32.
#[device(chip = 1)]
pub fn values_repeated(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![Q]>) -> HbmTensor<i8, Chip, m![Q, S]> {
    x.to_hbm(&mut ctx.tdma, result(0))
}

/// `out[p, q] = x[q]` through DM: the row staged once, then written to each of the `P` rows of
/// the result as a tile of its view.
#[device(chip = 1)]
pub fn row_stacked(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![Q]>) -> HbmTensor<i8, Chip, m![P, Q]> {
    let row = x.to_dm::<Cluster, m![1], m![Q]>(&mut ctx.tdma, stage(0));
    let mut out = unsafe { HbmTensor::<i8, Chip, m![P, Q]>::from_addr(result(0)) };
    for p in 0..<m![P]>::SIZE {
        row.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![P], 1, m![1 # 4, Q]>(p));
    }
    out
}
