//! Gates: an operand chosen by the value it meets, through the branch unit's comparisons or a
//! stashed copy of the input.

use super::stages::{Staged, group_one_when, stage, write_back};
use super::*;

/// A leaky gate on integers: negative values times 4, the others kept. The comparison
/// `x < 0` puts the negatives in group one, the only group the multiply names.
#[device(chip = 1)]
pub fn leaky_i32(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = stage(ctx, x, 0x1000);
    let y: Staged<i32> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison(group_one_when(InputCmp::I32(InputCmpI32::Less {
            boundary: 0,
        }))))
        .vector_fxp(FxpBinaryOp::MulInt, [VeBranchOperand::group(VeRhs::constant(4), GroupId::One)])
        .vector_final()
        .commit(0x2000);
    write_back(ctx, &y, 0x3000)
}

/// A leaky gate on floats: negative values times a quarter, the others doubled, both operands
/// given to one multiply on the four-way lanes.
#[device(chip = 1)]
pub fn leaky_f32(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let x_dm = stage(ctx, x, 0x1000);
    let below = group_one_when(InputCmp::F32(InputCmpF32::Less { boundary: 0.0 }));
    let y: Staged<f32> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison(below))
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_fp_binary(
            FpBinaryOp::MulF(FpMulAlu::Mul0),
            [
                VeBranchOperand::group(VeRhs::constant(2.0f32), GroupId::Zero),
                VeBranchOperand::group(VeRhs::constant(0.25f32), GroupId::One),
            ],
        )
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);
    write_back(ctx, &y, 0x3000)
}

/// `min(3 x, x)`: the input stashed, tripled on the four-way lanes, and clipped against the
/// stash (vector_engine/normal.rs:76 of the examples, with `Min`).
#[device(chip = 1)]
pub fn stash_floor_f32(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let x_dm = stage(ctx, x, 0x1000);
    let y: Staged<f32> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_stash()
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 3.0f32)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_clip(ClipBinaryOpF32::Min, Stash)
        .vector_final()
        .commit(0x2000);
    write_back(ctx, &y, 0x3000)
}

/// `max(−2 x, x)`: the input stashed, scaled by −2 and clipped against the stash, so that the
/// negatives are doubled in magnitude and the others kept.
#[device(chip = 1)]
pub fn stash_fold_i32(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = stage(ctx, x, 0x1000);
    let y: Staged<i32> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_stash()
        .vector_fxp(FxpBinaryOp::MulInt, -2)
        .vector_clip(ClipBinaryOpI32::Max, Stash)
        .vector_final()
        .commit(0x2000);
    write_back(ctx, &y, 0x3000)
}
