//! Unit axes added and dropped at the ends of a pass, and rows padded to a flit.

use super::*;

axes![
    S = 256, // rows, one a slice
    T = 16,  // columns
    W = 6,   // values of a short row
];

/// A mask `[1, S, T]` cut to its low byte less one, `(m & 0xff) − 1`, written `[S, 1, T]`: the
/// batch axis squeezed on the way in and a unit axis put back in the middle on the way out.
#[device(chip = 1)]
pub fn mask_ones_moved(ctx: &mut Context, mask: &HbmTensor<i32, Chip, m![1, S, T]>) -> HbmTensor<i32, Chip, m![S, 1, T]> {
    let mask_dm: DmTensor<i32, Chip, Cluster, m![S], m![T]> = mask.to_dm(&mut ctx.tdma, at::dm(0));
    let out: DmTensor<i32, Chip, Cluster, m![S], m![T]> = ctx
        .main
        .begin(mask_dm.view())
        .fetch::<i32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(LogicBinaryOpI32::BitAnd, 0xff)
        .vector_final()
        .commit(at::dm(1));
    let ones: DmTensor<i32, Chip, Cluster, m![S], m![T]> = lanes!(ctx, out, i32, m![T / 8], m![T % 8], [
        .vector_fxp(FxpBinaryOp::SubFxp, 1)
    ] .commit(at::dm(2)));
    ones.to_hbm(&mut ctx.tdma, at::hbm(0))
}

/// Rows of six values, each padded to a flit of eight in DM, squared on the Vector Engine and
/// written back six a row: `out[s, w] = x[s, w]²`.
#[device(chip = 1)]
pub fn short_rows_squared(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, W]>) -> HbmTensor<i32, Chip, m![S, W]> {
    let x_dm: DmTensor<i32, Chip, Cluster, m![S], m![W # 8]> = x.to_dm(&mut ctx.tdma, at::dm(0));
    let out: DmTensor<i32, Chip, Cluster, m![S], m![W # 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![W # 8]>()
        .collect::<m![1], m![W # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_stash()
        .vector_fxp(FxpBinaryOp::MulInt, Stash)
        .vector_final()
        .commit(at::dm(1));
    out.to_hbm(&mut ctx.tdma, at::hbm(0))
}
