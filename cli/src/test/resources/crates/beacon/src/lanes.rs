//! One pass each through a unit or mode no other kernel reaches.

use crate::layout::*;

/// `absmin(x, 0.5) + 2`: the f32 value nearer zero of `x` and one half, raised by two.
#[device(chip = 1)]
pub fn nearer_half_raised(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![N, H]>) -> HbmTensor<f32, Chip, m![N, H]> {
    lane_pass!(ctx, x, f32, Halves, H, m![H # 8], [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpF32::AbsMin, 0.5f32)
        .vector_clip(ClipBinaryOpF32::Add, 2.0f32)
    ])
}

/// `4 · (x + 0.5)`: an f32 addition, then a product by a constant.
#[device(chip = 1)]
pub fn raised_then_quadrupled(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![N, H]>) -> HbmTensor<f32, Chip, m![N, H]> {
    lane_pass!(ctx, x, f32, Halves, H, m![H # 8], [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![H]>()
        .vector_fp_binary(FpBinaryOp::AddF, 0.5f32)
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 4.0f32)
        .vector_pad_way8::<m![H # 8]>()
    ])
}

/// `0x55 ^ (x >> 3)`: the logic unit's arithmetic shift, then its exclusive or with the
/// constant first (`Mode10`).
#[device(chip = 1)]
pub fn shifted_then_masked(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N, W]>) -> HbmTensor<i32, Chip, m![N, W]> {
    lane_pass!(ctx, x, i32, Words, W, m![W], [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(LogicBinaryOpI32::ArithRightShift, 3)
        .vector_logic_with_mode(LogicBinaryOpI32::BitXor, BinaryArgMode::Mode10, 0x55)
    ])
}

/// `min(1000, x) + 24`: the clip unit's minimum with the constant first, then its addition.
#[device(chip = 1)]
pub fn capped_then_raised(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N, W]>) -> HbmTensor<i32, Chip, m![N, W]> {
    lane_pass!(ctx, x, i32, Words, W, m![W], [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip_with_mode(ClipBinaryOpI32::Min, BinaryArgMode::Mode10, 1000)
        .vector_clip(ClipBinaryOpI32::AddFxp, 24)
    ])
}

/// `3 · (x >>> 2)`: a logical right shift, then the fixed-point unit's product by an integer.
#[device(chip = 1)]
pub fn quarter_tripled(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N, W]>) -> HbmTensor<i32, Chip, m![N, W]> {
    lane_pass!(ctx, x, i32, Words, W, m![W], [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::LogicRightShift, 2)
        .vector_fxp(FxpBinaryOp::MulInt, 3)
    ])
}

/// The f32 bits of `x` with the sign bit set (`x | −0.0`): `−|x|`.
#[device(chip = 1)]
pub fn sign_set(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![N, H]>) -> HbmTensor<f32, Chip, m![N, H]> {
    lane_pass!(ctx, x, f32, Halves, H, m![H # 8], [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(LogicBinaryOpF32::BitOr, -0.0f32)
    ])
}
