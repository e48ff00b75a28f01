//! Columns reduced across slices: the four rows of each column on neighbouring slices.

use super::*;

axes![R = 4, C = 512];

/// Columns spread eight a slice, the four reduced rows `R` on neighbouring slices.
type Spread<D> = DmTensor<D, Chip, Cluster, m![C / 8, R], m![C % 8]>;
/// One result per column, the reduced slices padded.
type Reduced<D> = DmTensor<D, Chip, Cluster, m![C / 8, 1 # 4], m![C % 8]>;

/// The mean of each column's four rows, rounded down: the saturating sum across the
/// slices, then `>> 2` (arithmetic).
#[device(chip = 1)]
pub fn column_mean(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, C]>) -> HbmTensor<i32, Chip, m![C]> {
    let x_dm: Spread<i32> = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let y: Reduced<i32> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![C % 8]>()
        .collect::<m![1], m![C % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![C / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::AddSat)
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::ArithRightShift, 2)
        .vector_final()
        .commit(SLOTS.at(1));
    y.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}

/// The smallest of each column's four rows, negated: `0 − min`
/// (`SubFxp` with the constant first, `Mode10`).
#[device(chip = 1)]
pub fn column_min_negated(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, C]>) -> HbmTensor<i32, Chip, m![C]> {
    let x_dm: Spread<i32> = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let y: Reduced<i32> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![C % 8]>()
        .collect::<m![1], m![C % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![C / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::Min)
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode10, 0)
        .vector_final()
        .commit(SLOTS.at(1));
    y.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}

/// The product of each column's four f32 rows, then `sin` of it.
#[device(chip = 1)]
pub fn column_product_sine(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, C]>) -> HbmTensor<f32, Chip, m![C]> {
    let x_dm: Spread<f32> = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let y: Reduced<f32> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![C % 8]>()
        .collect::<m![1], m![C % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![C / 8, 1 # 4], m![1]>(InterSliceReduceOpF32::Mul)
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![C / 4 % 2], m![C % 4]>()
        .vector_fp_unary(FpUnaryOp::Sin)
        .vector_concat::<m![1], m![C % 8]>()
        .vector_final()
        .commit(SLOTS.at(1));
    y.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}
