//! The branch unit in each of its modes: comparisons signed and unsigned, a toggle on a time
//! axis, and execution ids read back from the VRF.

use super::*;

/// The ceiling the clamp keeps values under.
pub const CEILING: i32 = 100;

/// The four comparisons of a branch that sets only its fourth bit.
const fn last_only(cmp: InputCmpI32) -> [InputCmp; 4] {
    [
        InputCmp::I32(InputCmpI32::False),
        InputCmp::I32(InputCmpI32::False),
        InputCmp::I32(InputCmpI32::False),
        InputCmp::I32(cmp),
    ]
}

/// `min(x, 100)`: the values greater than the ceiling (group one) clipped to it.
#[device(chip = 1)]
pub fn clamp_above(ctx: &mut Context, x: &HbmRows<i32>) -> HbmRows<i32> {
    rows_pass!(ctx, x, i32, [
        .vector_intra_slice_branch(BranchMode::Comparison(last_only(InputCmpI32::Greater { boundary: CEILING })))
        .vector_clip(ClipBinaryOpI32::Min, [VeBranchOperand::group(VeRhs::constant(CEILING), GroupId::One)])
    ])
}

/// `4x` for `0 <= x < 16` (an unsigned comparison, so negative values are not below 16), `x`
/// elsewhere.
#[device(chip = 1)]
pub fn small_unsigned_times_four(ctx: &mut Context, x: &HbmRows<i32>) -> HbmRows<i32> {
    rows_pass!(ctx, x, i32, [
        .vector_intra_slice_branch(BranchMode::Comparison(last_only(InputCmpI32::LessUnsigned { boundary: 16 })))
        .vector_fxp(FxpBinaryOp::MulInt, [VeBranchOperand::group(VeRhs::constant(4), GroupId::One)])
    ])
}

/// Even rows plus 10, odd rows minus 10: the branch toggles on `A`, whose parity is the time
/// axis `A % 2`.
#[device(chip = 1)]
pub fn rows_toggled(ctx: &mut Context, x: &HbmRows<i32>) -> HbmRows<i32> {
    rows_pass!(ctx, x, i32, [
        .vector_intra_slice_branch(BranchMode::AxisToggle { axis: Ident::A })
        .vector_fxp(
            FxpBinaryOp::AddFxp,
            [
                VeBranchOperand::group(VeRhs::constant(10), GroupId::Zero),
                VeBranchOperand::group(VeRhs::constant(-10), GroupId::One),
            ],
        )
    ])
}

/// Doubles group one, its execution ids read back from the VRF (`BranchMode::Vrf`, which the
/// reference leaves `todo!()`).
#[device(chip = 1)]
pub fn ids_from_vrf(ctx: &mut Context, x: &HbmRows<i32>) -> HbmRows<i32> {
    rows_pass!(ctx, x, i32, [
        .vector_intra_slice_branch(BranchMode::Vrf)
        .vector_fxp(FxpBinaryOp::MulInt, [VeBranchOperand::group(VeRhs::constant(2), GroupId::One)])
    ])
}
