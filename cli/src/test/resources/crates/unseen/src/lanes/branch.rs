//! Branch modes on axes other than the slice axis, and group operands.

use super::*;

/// `x + 1` where `b` is even and `x − 1` where it is odd, `B` a time axis toggling the group.
#[device(chip = 1)]
pub fn toggle_on_time(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![B, L]>) -> HbmTensor<i32, Chip, m![B, L]> {
    let x_dm = x.to_dm::<Cluster, Rows, m![B, L % 8]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, Rows, m![B, L % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![B], m![L % 8]>()
        .collect::<m![B], m![L % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::AxisToggle { axis: Ident::B })
        .vector_fxp(
            FxpBinaryOp::AddFxp,
            [
                VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero),
                VeBranchOperand::group(VeRhs::constant(-1), GroupId::One),
            ],
        )
        .vector_final()
        .commit(0x4000);
    y.to_hbm(&mut ctx.tdma, 0x8000)
}

/// `min(x, 1)` in f32: the group of elements greater than 1 (the fourth comparison) is clipped.
#[device(chip = 1)]
pub fn clip_above_one(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![L]>) -> HbmTensor<f32, Chip, m![L]> {
    let x_dm = x.to_dm::<Cluster, Rows, m![L % 8]>(&mut ctx.tdma, 0);
    let y: DmTensor<f32, Chip, Cluster, Rows, m![L % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![L % 8]>()
        .collect::<m![1], m![L % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([
            InputCmp::F32(InputCmpF32::True),
            InputCmp::F32(InputCmpF32::Less { boundary: -1.0 }),
            InputCmp::F32(InputCmpF32::False),
            InputCmp::F32(InputCmpF32::Greater { boundary: 1.0 }),
        ]))
        .vector_clip(ClipBinaryOpF32::Min, [VeBranchOperand::group(VeRhs::constant(1.0f32), GroupId::One)])
        .vector_final()
        .commit(0x4000);
    y.to_hbm(&mut ctx.tdma, 0x8000)
}

/// `|x|` in i32 by comparison: the negative elements (group 1) are multiplied by −1, then the
/// logic ALU masks every element to its low 31 bits (a no-op but at `i32::MIN`).
#[device(chip = 1)]
pub fn abs_by_group(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    let x_dm = x.to_dm::<Cluster, Rows, m![L % 8]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, Rows, m![L % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![L % 8]>()
        .collect::<m![1], m![L % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([
            InputCmp::I32(InputCmpI32::False),
            InputCmp::I32(InputCmpI32::False),
            InputCmp::I32(InputCmpI32::False),
            InputCmp::I32(InputCmpI32::Less { boundary: 0 }),
        ]))
        .vector_fxp(FxpBinaryOp::MulInt, [VeBranchOperand::group(VeRhs::constant(-1), GroupId::One)])
        .vector_final()
        .commit(0x4000);
    y.to_hbm(&mut ctx.tdma, 0x8000)
}
