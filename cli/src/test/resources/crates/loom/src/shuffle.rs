//! The two clusters exchange their halves of a tensor, then each doubles what it received.

use crate::shapes::*;

axes![
    K2 = 2,   // halves, one a cluster
    T = 256,  // rows of a half, one a slice
    F = 8,    // values of a row
];

/// A half a cluster.
type Halves = m![K2];
/// The tensor laid out a half a cluster.
type Split = DmTensor<i32, Chip, Halves, m![T], m![F]>;

/// The clusters' permutation: each takes the other's half.
const EXCHANGE: [usize; 2] = [1, 0];

/// `out[k, t, f] = 2 · x[1 − k, t, f]`.
#[device(chip = 1)]
pub fn halves_swapped(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![K2, T, F]>) -> HbmTensor<i32, Chip, m![K2, T, F]> {
    let x_dm: Split = x.to_dm(&mut ctx.tdma, 0x1000);
    let swapped: Split = ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(x_dm.view(), &EXCHANGE);
    let doubled: Split = ctx
        .main
        .begin(swapped.view())
        .fetch::<i32, m![1], m![F]>()
        .collect::<m![1], m![F]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 2)
        .vector_final()
        .commit(0x3000);
    doubled.to_hbm(&mut ctx.tdma, OUT)
}
