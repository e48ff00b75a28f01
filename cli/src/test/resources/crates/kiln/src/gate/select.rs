//! Operands chosen per lane by the branch unit.

use super::*;

/// The branch that puts a lane in group one when `$cmp` holds of it (the fourth comparison sets
/// the group bit) and in group zero otherwise.
macro_rules! group_one_when {
    ($cmp:expr) => {
        BranchMode::Comparison([
            InputCmp::I32(InputCmpI32::True),
            InputCmp::I32(InputCmpI32::False),
            InputCmp::I32(InputCmpI32::False),
            InputCmp::I32($cmp),
        ])
    };
}

/// `min(|x|, cap)` of i32 activations: the negative lanes (group one) multiplied by −1, every
/// lane then clipped.
fn magnitude_capped(ctx: &mut Context, x: &Acts<i32>, cap: i32) -> Acts<i32> {
    let x_dm = staged(ctx, x, 0);
    let out: Tokens<i32> = token_pass!(ctx, x_dm, i32, [
        .vector_intra_slice_branch(group_one_when!(InputCmpI32::Less { boundary: 0 }))
        .vector_fxp(FxpBinaryOp::MulInt, [VeBranchOperand::group(VeRhs::constant(-1), GroupId::One)])
        .vector_clip(ClipBinaryOpI32::Min, cap)
    ] .commit(at::dm(1)));
    out.to_hbm(&mut ctx.tdma, at::hbm(0))
}

/// `min(|x|, 1000)`.
#[device(chip = 1)]
pub fn magnitude_capped_1000(ctx: &mut Context, x: &Acts<i32>) -> Acts<i32> {
    magnitude_capped(ctx, x, 1000)
}

/// Even channels through a ReLU, odd channels raised by 5: the branch toggles on the channel's
/// parity, and each clip reads its operand in one group only.
#[device(chip = 1)]
pub fn parity_relu_or_offset(ctx: &mut Context, x: &Acts<i32>) -> Acts<i32> {
    let x_dm = staged(ctx, x, 0);
    let out: Tokens<i32> = token_pass!(ctx, x_dm, i32, [
        .vector_intra_slice_branch(BranchMode::AxisToggle { axis: Ident::C })
        .vector_clip(ClipBinaryOpI32::Max, [VeBranchOperand::group(VeRhs::constant(0), GroupId::Zero)])
        .vector_clip(ClipBinaryOpI32::AddFxp, [VeBranchOperand::group(VeRhs::constant(5), GroupId::One)])
    ] .commit(at::dm(1)));
    out.to_hbm(&mut ctx.tdma, at::hbm(0))
}
