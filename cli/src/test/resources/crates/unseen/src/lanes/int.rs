//! i32 passes.

use super::*;

/// The five logic ALUs in one pass: `((((x & 0xFFFF00) | 0x11) ^ 0xF0F) << 2) >>> 1`.
#[device(chip = 1)]
pub fn logic_five(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x as i32, BranchMode::Unconditional, [
        .vector_logic(LogicBinaryOpI32::BitAnd, 0x00FF_FF00)
        .vector_logic(LogicBinaryOpI32::BitOr, 0x11)
        .vector_logic(LogicBinaryOpI32::BitXor, 0xF0F)
        .vector_logic(LogicBinaryOpI32::LeftShift, 2)
        .vector_logic(LogicBinaryOpI32::LogicRightShift, 1)
    ], [] -> i32, [L % 8])
}

/// The four fixed-point ALUs: `((sat(x + 100) · 3) <<sat 1) >>> 2`.
#[device(chip = 1)]
pub fn fxp_four(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x as i32, BranchMode::Unconditional, [
        .vector_fxp(FxpBinaryOp::AddFxpSat, 100)
        .vector_fxp(FxpBinaryOp::MulInt, 3)
        .vector_fxp(FxpBinaryOp::LeftShiftSat, 1)
        .vector_fxp(FxpBinaryOp::LogicRightShift, 2)
    ], [] -> i32, [L % 8])
}

/// `x · x` by `Mode00` (both arguments the stream), then `+ 9` by `Mode01`.
#[device(chip = 1)]
pub fn square_plus(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x as i32, BranchMode::Unconditional, [
        .vector_fxp_with_mode(FxpBinaryOp::MulInt, BinaryArgMode::Mode00, 0)
        .vector_fxp_with_mode(FxpBinaryOp::AddFxp, BinaryArgMode::Mode01, 9)
    ], [] -> i32, [L % 8])
}

/// `min(max(-2x, -100), 100) + 5` on `[B, L]`, `B` in time: the three clip ALUs after a multiply.
#[device(chip = 1)]
pub fn clamp_bias(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![B, L]>) -> HbmTensor<i32, Chip, m![B, L]> {
    lane_pass!(ctx, x over B as i32, BranchMode::Unconditional, [
        .vector_fxp(FxpBinaryOp::MulInt, -2)
        .vector_clip(ClipBinaryOpI32::Max, -100)
        .vector_clip(ClipBinaryOpI32::Min, 100)
        .vector_clip(ClipBinaryOpI32::AddFxp, 5)
    ], [] -> i32, [B, L % 8])
}

/// `ArithRightShiftRound`, an operation the reference leaves `todo!()`.
#[device(chip = 1)]
pub fn shift_round(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x as i32, BranchMode::Unconditional, [
        .vector_fxp(FxpBinaryOp::ArithRightShiftRound, 1)
    ], [] -> i32, [L % 8])
}

/// `x` to fixed point with 32 integer bits: the reference asserts `integer_width < 32`.
#[device(chip = 1)]
pub fn fxp_width_32(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x as f32, BranchMode::Unconditional, [
        .vector_fp_to_fxp(32)
    ], [] -> i32, [L % 8])
}

/// i8 widened to i32, `3 − x` by `Mode10` (operand first), negated by `MulInt −1` and narrowed:
/// `x − 3` wrapping in i8.
#[device(chip = 1)]
pub fn i8_sub_modes(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![L]>) -> HbmTensor<i8, Chip, m![L]> {
    lane_pass!(ctx, x as i32, BranchMode::Unconditional, [
        .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode10, 3)
        .vector_fxp(FxpBinaryOp::MulInt, -1)
    ], [.cast::<i8, m![L % 8 # 32]>()] -> i8, [L % 8 # 32])
}

/// `x << 32`: the reference computes `a << (b as u32)`, which overflows at 32 (a panic in a test build).
#[device(chip = 1)]
pub fn shift_by_32(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x as i32, BranchMode::Unconditional, [
        .vector_logic(LogicBinaryOpI32::LeftShift, 32)
    ], [] -> i32, [L % 8])
}

/// `(x << 31) >> 31` by the arithmetic shift of the fixed-point cluster: each lane's lowest bit,
/// as 0 or −1; 31, the most either shift takes.
#[device(chip = 1)]
pub fn low_bit_sign(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x as i32, BranchMode::Unconditional, [
        .vector_logic(LogicBinaryOpI32::LeftShift, 31)
        .vector_fxp(FxpBinaryOp::ArithRightShift, 31)
    ], [] -> i32, [L % 8])
}
