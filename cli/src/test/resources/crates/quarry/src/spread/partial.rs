//! Reductions over `R` whose upper digits sit on the slices and lower digits on time: each slice
//! reduces its own four rows, so the result keeps `R / 4`.

use super::*;
use crate::places::{result, stage};

type Cluster = m![1 # 2];

/// The four rows of each slice reduced by `op`: `out[q, a] = op over j < 4 of x[4 q + j, a]`.
fn reduce_time_rows(
    ctx: &mut Context,
    x: &HbmTensor<i32, m![1], m![R, A]>,
    op: IntraSliceReduceOpI32,
) -> HbmTensor<i32, m![1], m![R / 4, A]> {
    let staged = x.to_dm::<Cluster, m![R / 4, A / 8], m![R % 4, A % 8]>(&mut ctx.tdma, stage(0));
    let reduced: DmTensor<i32, m![1], Cluster, m![R / 4, A / 8], m![A % 8]> = ctx
        .main
        .begin(staged.view())
        .fetch::<i32, m![R % 4], m![A % 8]>()
        .collect::<m![R % 4], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![R % 4, A / 4 % 2], m![A % 4]>()
        .vector_intra_slice_reduce::<R, m![A / 4 % 2], m![A % 4]>(op)
        .vector_concat::<m![1], m![A % 8]>()
        .vector_final()
        .commit(stage(1));
    reduced.to_hbm(&mut ctx.tdma, result(0))
}

/// Saturating sums of each group of four rows.
#[device(chip = 1)]
pub fn row_group_sums(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![R, A]>) -> HbmTensor<i32, m![1], m![R / 4, A]> {
    reduce_time_rows(ctx, x, IntraSliceReduceOpI32::AddSat)
}

/// Minima of each group of four rows.
#[device(chip = 1)]
pub fn row_group_minima(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![R, A]>) -> HbmTensor<i32, m![1], m![R / 4, A]> {
    reduce_time_rows(ctx, x, IntraSliceReduceOpI32::Min)
}
