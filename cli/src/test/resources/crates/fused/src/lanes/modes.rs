//! Argument modes that put the operand first.

use super::*;

/// `b - a` of a pair: the zip's subtraction with its operands swapped (`Mode10`).
#[device(chip = 1)]
pub fn reversed_difference(
    ctx: &mut Context,
    a: &HbmTensor<f32, Chip, m![A, B]>,
    b: &HbmTensor<f32, Chip, m![A, B]>,
) -> HbmTensor<f32, Chip, m![A, B]> {
    pair_pass!(ctx, a, b, f32, [
        .vector_split::<m![A % 2, 1 # 2], m![B]>()
        .vector_fp_zip_with_mode(FpBinaryOp::SubF, BinaryArgMode::Mode10)
        .vector_concat::<m![A % 2], m![B # 8]>()
        .vector_final()
    ])
}

/// `100 - x`: a reflection about 100, the constant first (`Mode10`).
#[device(chip = 1)]
pub fn reflect_about(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<i32, Chip, m![A, B]> {
    const PIVOT: i32 = 100;
    row_pass!(ctx, x, i32, Rows<i32>, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode10, PIVOT)
        .vector_final()
    ])
}

/// Each column's maximum over four rows, halved: the inter-slice max, then the eight lanes split
/// into two halves of four for the float multiply and joined again.
#[device(chip = 1)]
pub fn column_max_halved(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, A]>) -> HbmTensor<f32, Chip, m![A]> {
    column_pass!(ctx, x, f32, InterSliceReduceOpF32::Max, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A / 4 % 2], m![A % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.5f32)
        .vector_concat::<m![1], m![A % 8]>()
    ])
}
