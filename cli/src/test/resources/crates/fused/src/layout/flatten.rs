//! A row tensor read back with its row axis split in two: the DM tensor's mappings changed in place.

use crate::shapes::*;
use furiosa_visa_std::prelude::*;

axes![S = 256, E = 2];

/// `x[A, B] + 1` as `[S, E, B]` with `A = 2·S + E` (row blocks of two): the result's slices
/// `A / 2` are reread as `S` and its `A % 2` as `E`, a factor for a factor as the reference's
/// reshape requires.
#[device(chip = 1)]
pub fn split_row_blocks(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<i32, Chip, m![S, E, B]> {
    let x_dm: Rows<i32> = x.to_dm(&mut ctx.tdma, 0x1000);
    let y: Rows<i32> = row_stream!(ctx, x_dm, i32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 1)
        .vector_final()
        .commit(0x2000)
    ]);
    let blocks: DmTensor<i32, Chip, Cluster, m![S], m![E, B]> = unsafe { y.reshape() };
    blocks.to_hbm(&mut ctx.tdma, 0x10000)
}
