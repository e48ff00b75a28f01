//! Reductions on both reduce units: the inter-slice unit over rows spread on slices, the
//! intra-slice unit over a row laid along time and packet.

use crate::shapes::*;
use furiosa_visa_std::prelude::*;

/// The floor of each column's mean over four rows: a saturating sum across slices, then an
/// arithmetic shift by 2.
#[device(chip = 1)]
pub fn column_mean_i32(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    column_pass!(ctx, x, i32, InterSliceReduceOpI32::AddSat, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::ArithRightShift, 2)
    ])
}

/// Each column's saturating sum over four rows.
#[device(chip = 1)]
pub fn column_sum_sat(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    column_pass!(ctx, x, i32, InterSliceReduceOpI32::AddSat, [])
}

/// Each column's minimum over four rows, floored at zero.
#[device(chip = 1)]
pub fn column_min_relu(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, A]>) -> HbmTensor<f32, Chip, m![A]> {
    column_pass!(ctx, x, f32, InterSliceReduceOpF32::Min, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpF32::Max, 0.0f32)
    ])
}

/// Each row's minimum over its 16 values, the row along time and packet, split into halves of
/// four lanes.
#[device(chip = 1)]
pub fn row_min_f32(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, W]>) -> HbmTensor<f32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 2], m![A % 2, W]>(&mut ctx.tdma, 0x1000);
    let low: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2, 1 # 8]> = wide_stream!(ctx, x_dm, f32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A % 2, W / 8, W / 4 % 2], m![W % 4]>()
        .vector_intra_slice_reduce::<W, m![A % 2], m![1 # 4]>(IntraSliceReduceOpF32::Min)
        .vector_pad_way8::<m![1 # 8]>()
        .vector_final()
        .commit(0x2000)
    ]);
    low.to_hbm(&mut ctx.tdma, 0x10000)
}

/// Each row's saturating i32 sum over four values along time, the lanes trimmed to four.
#[device(chip = 1)]
pub fn row_sum_sat(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, R]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_t: HbmTensor<i32, Chip, m![R, A]> = x.to_hbm(&mut ctx.tdma, 0x20000);
    let x_dm = x_t.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma, 0x1000);
    let sum: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![R], m![A % 2]>()
        .collect::<m![R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);
    sum.to_hbm(&mut ctx.tdma, 0x10000)
}
