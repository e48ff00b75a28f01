//! Masks chosen by comparing each value.

use super::*;

/// Leaky ReLU: a negative value is scaled by 0.01, the others pass; the fourth comparison (the
/// group bit) holds where the value is below zero.
#[device(chip = 1)]
pub fn leaky_relu(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, B]>) -> HbmTensor<f32, Chip, m![A, B]> {
    const SLOPE: f32 = 0.01;
    row_pass!(ctx, x, f32, Rows<f32>, [
        .vector_intra_slice_branch(BranchMode::Comparison([
            InputCmp::F32(InputCmpF32::True),
            InputCmp::F32(InputCmpF32::True),
            InputCmp::F32(InputCmpF32::True),
            InputCmp::F32(InputCmpF32::Less { boundary: 0.0 }),
        ]))
        .vector_trim_way4::<m![B]>()
        .vector_fp_binary(
            FpBinaryOp::MulF(FpMulAlu::Mul0),
            [VeBranchOperand::group(VeRhs::constant(SLOPE), GroupId::One)],
        )
        .vector_pad_way8::<m![B # 8]>()
        .vector_final()
    ])
}

/// Keeps the scores above a threshold and zeroes the rest (a top-k mask with a known cut), by
/// clearing every bit of the values the group bit leaves out.
#[device(chip = 1)]
pub fn threshold_keep(ctx: &mut Context, scores: &HbmTensor<f32, Chip, m![A, B]>) -> HbmTensor<f32, Chip, m![A, B]> {
    const CUT: f32 = 0.5;
    row_pass!(ctx, scores, f32, Rows<f32>, [
        .vector_intra_slice_branch(group_one_if!(F32, InputCmpF32::Greater { boundary: CUT }))
        .vector_logic(
            LogicBinaryOpF32::BitAnd,
            [VeBranchOperand::group(VeRhs::constant(0.0f32), GroupId::Zero)],
        )
        .vector_final()
    ])
}

/// Applies a bit mask of 0 / -1 words to i32 data: the pair's second tensor is the mask.
#[device(chip = 1)]
pub fn mask_apply(
    ctx: &mut Context,
    data: &HbmTensor<i32, Chip, m![A, B]>,
    mask: &HbmTensor<i32, Chip, m![A, B]>,
) -> HbmTensor<i32, Chip, m![A, B]> {
    pair_pass!(ctx, data, mask, i32, [
        .vector_logic_zip(LogicBinaryOpI32::BitAnd)
        .vector_final()
    ])
}

/// Saturating sum of two i32 accumulators, the pair's add on the fixed-point ALU.
#[device(chip = 1)]
pub fn saturating_merge(
    ctx: &mut Context,
    lhs: &HbmTensor<i32, Chip, m![A, B]>,
    rhs: &HbmTensor<i32, Chip, m![A, B]>,
) -> HbmTensor<i32, Chip, m![A, B]> {
    pair_pass!(ctx, lhs, rhs, i32, [
        .vector_fxp_zip(FxpBinaryOp::AddFxpSat)
        .vector_final()
    ])
}

/// Leaky ReLU without a branch: the input kept in the stash, scaled by 0.01, and the larger of the
/// two taken by the clip ALU.
#[device(chip = 1)]
pub fn leaky_relu_stash(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, B]>) -> HbmTensor<f32, Chip, m![A, B]> {
    row_pass!(ctx, x, f32, Rows<f32>, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_stash()
        .vector_trim_way4::<m![B]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), 0.01f32)
        .vector_pad_way8::<m![B # 8]>()
        .vector_clip(ClipBinaryOpF32::Max, Stash)
        .vector_final()
    ])
}

/// The larger of two feature maps, element by element (a 2-way max pool across inputs).
#[device(chip = 1)]
pub fn pair_max(
    ctx: &mut Context,
    a: &HbmTensor<f32, Chip, m![A, B]>,
    b: &HbmTensor<f32, Chip, m![A, B]>,
) -> HbmTensor<f32, Chip, m![A, B]> {
    pair_pass!(ctx, a, b, f32, [
        .vector_clip_zip(ClipBinaryOpF32::Max)
        .vector_final()
    ])
}
