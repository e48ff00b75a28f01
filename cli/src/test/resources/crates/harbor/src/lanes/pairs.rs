//! Pairs zipped by the logic unit with the operands swapped and by the fixed-point unit's
//! saturating subtraction.

use super::*;

/// Both tensors of a pair staged at slots 0 and 2.
fn stage_pair(ctx: &mut Context, a: &HbmRows<i32>, b: &HbmRows<i32>) -> (Rows<i32>, Rows<i32>) {
    (a.to_dm(&mut ctx.tdma, SLOTS.at(0)), b.to_dm(&mut ctx.tdma, SLOTS.at(2)))
}

/// `(a ^ b) >> 3` (arithmetic): the exclusive or by the logic unit's zip with its operands
/// swapped (`Mode10`, the same for a symmetric operation), the shift by the fixed-point unit.
#[device(chip = 1)]
pub fn xor_then_shift(ctx: &mut Context, a: &HbmRows<i32>, b: &HbmRows<i32>) -> HbmRows<i32> {
    let (a_dm, b_dm) = stage_pair(ctx, a, b);
    let out: Rows<i32> = pair_stream!(ctx, a_dm, b_dm, i32, m![B], m![B], 3, [
        .vector_logic_zip_with_mode(LogicBinaryOpI32::BitXor, BinaryArgMode::Mode10)
        .vector_fxp(FxpBinaryOp::ArithRightShift, 3)
    ]);
    out.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}

/// `b −sat a`: the saturating subtraction zipped with its operands swapped (`Mode10`).
#[device(chip = 1)]
pub fn swapped_sub_sat(ctx: &mut Context, a: &HbmRows<i32>, b: &HbmRows<i32>) -> HbmRows<i32> {
    let (a_dm, b_dm) = stage_pair(ctx, a, b);
    let out: Rows<i32> = pair_stream!(ctx, a_dm, b_dm, i32, m![B], m![B], 3, [
        .vector_fxp_zip_with_mode(FxpBinaryOp::SubFxpSat, BinaryArgMode::Mode10)
    ]);
    out.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}

/// `min(a, b − 5)`: the second group lowered by its own operand (the first untouched), then the
/// clip unit's zip.
#[device(chip = 1)]
pub fn min_against_lowered(ctx: &mut Context, a: &HbmRows<i32>, b: &HbmRows<i32>) -> HbmRows<i32> {
    let (a_dm, b_dm) = stage_pair(ctx, a, b);
    let out: Rows<i32> = pair_stream!(ctx, a_dm, b_dm, i32, m![B], m![B], 3, [
        .vector_fxp(FxpBinaryOp::SubFxp, (), 5)
        .vector_clip_zip(ClipBinaryOpI32::Min)
    ]);
    out.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}
