//! Products followed by a Vector Engine epilogue: bias and ReLU, requantisation to i8.

use super::*;

type Cluster = m![1 # 2];
type Acc = DmTensor<i32, Chip, Cluster, Blocks, m![I % 4, J % 4 # 8]>;

/// Loads `x` and the TRF copy of `w` (a linear layer's weight, a output column a row).
fn operands(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![I, K]>,
    w: &HbmTensor<i8, Chip, m![J, K]>,
) -> (DmTensor<i8, Chip, Cluster, Blocks, m![I % 4, K]>, TrfTensor<i8, Chip, Cluster, Blocks, Rows, m![K]>) {
    let x_dm: DmTensor<i8, Chip, Cluster, Blocks, m![I % 4, K]> = x.to_dm(&mut ctx.tdma, 0);
    let w_dm: DmTensor<i8, Chip, Cluster, Blocks, m![J % 4, K]> = w.to_dm(&mut ctx.tdma, 0x1000);
    let w_trf = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![J % 4, K / 32], m![K % 32]>()
        .collect::<m![J % 4, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    (x_dm, w_trf)
}

/// A linear layer with bias and ReLU: max(x · wᵀ + bias, 0), in i32.
#[device(chip = 1)]
pub fn linear_bias_relu(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![I, K]>,
    w: &HbmTensor<i8, Chip, m![J, K]>,
    bias: &HbmTensor<i32, Chip, m![J]>,
) -> HbmTensor<i32, Chip, m![I, J]> {
    let (x_dm, w_trf) = operands(ctx, x, w);
    let bias_dm: DmTensor<i32, Chip, Cluster, Blocks, m![J % 4 # 8]> = bias.to_dm(&mut ctx.tdma, 0x2000);
    let bias_vrf: VrfTensor<i32, Chip, Cluster, Blocks, m![J % 4 # 8]> = ctx
        .sub
        .begin(bias_dm.view())
        .fetch::<i32, m![1], m![J % 4 # 8]>()
        .collect::<m![1], m![J % 4 # 8]>()
        .to_vrf(0);
    let out: Acc = product_stream!(ctx, x_dm, w_trf, [
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, &bias_vrf)
        .vector_clip(ClipBinaryOpI32::Max, 0)
        .vector_final()
        .commit(0x3000)
    ]);
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}

/// i8 × i8 → i32 then back to i8: the sum times 3, shifted right by 8 with rounding, clamped to i8.
#[device(chip = 1)]
pub fn requantized_linear(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![I, K]>,
    w: &HbmTensor<i8, Chip, m![J, K]>,
) -> HbmTensor<i8, Chip, m![I, J]> {
    const MULTIPLIER: i32 = 3;
    const SHIFT: i32 = 8;
    let (x_dm, w_trf) = operands(ctx, x, w);
    let out: DmTensor<i8, Chip, Cluster, Blocks, m![I % 4, J % 4 # 32]> = product_stream!(ctx, x_dm, w_trf, [
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, MULTIPLIER)
        .vector_fxp(FxpBinaryOp::ArithRightShift, SHIFT)
        .vector_clip(ClipBinaryOpI32::Max, i8::MIN as i32)
        .vector_clip(ClipBinaryOpI32::Min, i8::MAX as i32)
        .vector_final()
        .cast::<i8, m![J % 4 # 32]>()
        .commit(0x3000)
    ]);
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}

/// xᵀ · w for an activation stored feature-major ([K, I]): the DMA turns it row-major in HBM first.
#[device(chip = 1)]
pub fn transposed_input_linear(
    ctx: &mut Context,
    x_t: &HbmTensor<i8, Chip, m![K, I]>,
    w: &HbmTensor<i8, Chip, m![J, K]>,
) -> HbmTensor<i32, Chip, m![I, J]> {
    let x: HbmTensor<i8, Chip, m![I, K]> = x_t.to_hbm(&mut ctx.tdma, 0x80_0000);
    let (x_dm, w_trf) = operands(ctx, &x, w);
    let out: Acc = product_stream!(ctx, x_dm, w_trf, [
        .commit(0x3000)
    ]);
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}
