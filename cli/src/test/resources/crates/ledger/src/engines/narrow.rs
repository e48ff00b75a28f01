//! Narrow element types: i4 and f8e4m3 widened at fetch, bf16 narrowed at the end.

use super::*;

axes![K = 32];

/// i4 codes to i32, minus 8 (a signed zero point), narrowed to i8.
#[device(chip = 1)]
pub fn i4_zero_point(ctx: &mut Context, x: &HbmTensor<i4, Chip, m![A / 8, K]>) -> HbmTensor<i8, Chip, m![A / 8, K]> {
    let x_dm: DmTensor<i4, Chip, Cluster, m![A / 8], m![K]> = x.to_dm(&mut ctx.tdma, 0x1000);
    let out: DmTensor<i8, Chip, Cluster, m![A / 8], m![K]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![K / 8], m![K % 8]>()
        .collect::<m![K / 8], m![K % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::SubFxp, 8)
        .vector_final()
        .cast::<i8, m![K % 8 # 32]>()
        .commit(0x3000);
    out.to_hbm(&mut ctx.tdma, 0x10000)
}

/// f8e4m3 values widened to f32, plus one half, narrowed to bf16.
#[device(chip = 1)]
pub fn f8_plus_half(ctx: &mut Context, x: &HbmTensor<f8e4m3, Chip, m![A / 8, K]>) -> HbmTensor<bf16, Chip, m![A / 8, K]> {
    let x_dm: DmTensor<f8e4m3, Chip, Cluster, m![A / 8], m![K]> = x.to_dm(&mut ctx.tdma, 0x1000);
    let out: DmTensor<bf16, Chip, Cluster, m![A / 8], m![K]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![K / 8], m![K % 8]>()
        .collect::<m![K / 8], m![K % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![K / 8, K / 4 % 2], m![K % 4]>()
        .vector_fp_binary(FpBinaryOp::AddF, 0.5f32)
        .vector_concat::<m![K / 8], m![K % 8]>()
        .vector_final()
        .cast::<bf16, m![K % 8 # 16]>()
        .commit(0x3000);
    out.to_hbm(&mut ctx.tdma, 0x10000)
}

/// bf16 widened to f32 and squared by the ternary FMA (`x * x + 0`), narrowed back.
#[device(chip = 1)]
pub fn bf16_exp(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![A / 8, K]>) -> HbmTensor<bf16, Chip, m![A / 8, K]> {
    let x_dm: DmTensor<bf16, Chip, Cluster, m![A / 8], m![K]> = x.to_dm(&mut ctx.tdma, 0x1000);
    let out: DmTensor<bf16, Chip, Cluster, m![A / 8], m![K]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![K / 8], m![K % 8]>()
        .collect::<m![K / 8], m![K % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![K / 8, K / 4 % 2], m![K % 4]>()
        .vector_fp_unary(FpUnaryOp::Exp)
        .vector_concat::<m![K / 8], m![K % 8]>()
        .vector_final()
        .cast::<bf16, m![K % 8 # 16]>()
        .commit(0x3000);
    out.to_hbm(&mut ctx.tdma, 0x10000)
}

/// i8 widened to i32 and kept wide: `x * x` exact.
#[device(chip = 1)]
pub fn i8_square_wide(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A / 8, K]>) -> HbmTensor<i32, Chip, m![A / 8, K]> {
    let x_dm: DmTensor<i8, Chip, Cluster, m![A / 8], m![K]> = x.to_dm(&mut ctx.tdma, 0x1000);
    let out: DmTensor<i32, Chip, Cluster, m![A / 8], m![K]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![K / 8], m![K % 8]>()
        .collect::<m![K / 8], m![K % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_stash()
        .vector_fxp(FxpBinaryOp::MulInt, Stash)
        .vector_final()
        .commit(0x3000);
    out.to_hbm(&mut ctx.tdma, 0x10000)
}
