//! The stash: a value kept aside in a pass and used again by a later ALU.

use super::*;

/// `max(2x, x + 3)`: the doubled value stashed, then compared with the offset one.
#[device(chip = 1)]
pub fn max_of_two_paths(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(LogicBinaryOpI32::LeftShift, 1)
        .vector_stash()
        .vector_fxp(FxpBinaryOp::AddFxp, 3)
        .vector_clip(ClipBinaryOpI32::Max, Stash)
        .vector_final()
        .commit(0x2000);
    y.to_hbm(&mut ctx.tdma, 0x3000)
}

/// `min(x, x * 0.5 + 1)` in f32: the input stashed before the FMA.
#[device(chip = 1)]
pub fn min_of_fma(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);
    let y: DmTensor<f32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A / 4 % 2], m![A % 4]>()
        .vector_stash()
        .vector_fp_ternary(FpTernaryOp::FmaF, (0.5f32, 1.0f32))
        .vector_concat::<m![1], m![A % 8]>()
        .vector_clip(ClipBinaryOpF32::Min, Stash)
        .vector_final()
        .commit(0x2000);
    y.to_hbm(&mut ctx.tdma, 0x3000)
}
