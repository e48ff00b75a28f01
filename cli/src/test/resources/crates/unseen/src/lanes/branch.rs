//! Branch modes on axes other than the slice axis, and group operands.

use super::*;

/// `x + 1` where `b` is even and `x − 1` where it is odd, `B` a time axis toggling the group.
#[device(chip = 1)]
pub fn toggle_on_time(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![B, L]>) -> HbmTensor<i32, Chip, m![B, L]> {
    lane_pass!(ctx, x over B as i32, BranchMode::AxisToggle { axis: Ident::B }, [
        .vector_fxp(
            FxpBinaryOp::AddFxp,
            [
                VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero),
                VeBranchOperand::group(VeRhs::constant(-1), GroupId::One),
            ],
        )
    ], [] -> i32, [B, L % 8])
}

/// `min(x, 1)` in f32: the group of elements greater than 1 (the fourth comparison) is clipped.
#[device(chip = 1)]
pub fn clip_above_one(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![L]>) -> HbmTensor<f32, Chip, m![L]> {
    lane_pass!(ctx, x as f32, BranchMode::Comparison([
        InputCmp::F32(InputCmpF32::True),
        InputCmp::F32(InputCmpF32::Less { boundary: -1.0 }),
        InputCmp::F32(InputCmpF32::False),
        InputCmp::F32(InputCmpF32::Greater { boundary: 1.0 }),
    ]), [
        .vector_clip(ClipBinaryOpF32::Min, [VeBranchOperand::group(VeRhs::constant(1.0f32), GroupId::One)])
    ], [] -> f32, [L % 8])
}

/// `|x|` in i32 by comparison: the negative elements (group 1) are multiplied by −1, then the
/// logic ALU masks every element to its low 31 bits (a no-op but at `i32::MIN`).
#[device(chip = 1)]
pub fn abs_by_group(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x as i32, BranchMode::Comparison([
        InputCmp::I32(InputCmpI32::False),
        InputCmp::I32(InputCmpI32::False),
        InputCmp::I32(InputCmpI32::False),
        InputCmp::I32(InputCmpI32::Less { boundary: 0 }),
    ]), [
        .vector_fxp(FxpBinaryOp::MulInt, [VeBranchOperand::group(VeRhs::constant(-1), GroupId::One)])
    ], [] -> i32, [L % 8])
}
