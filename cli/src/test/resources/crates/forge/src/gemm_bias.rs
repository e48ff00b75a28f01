//! Linear layers on the Contraction Engine with their epilogue in the clip unit: the bias added by
//! the clip adder, then a ReLU (and a cap) by its max and min.

use super::*;

axes![J = 32, P = 128];

/// Each slice computes a block of 4 × 4 outputs `(J / 4, P / 4)`.
type Blocks = m![J / 4, P / 4];
type Acc = DmTensor<i32, Chip, Cluster, Blocks, m![P % 4, J % 4 # 8]>;
type BiasVrf = VrfTensor<i32, Chip, Cluster, Blocks, m![J % 4 # 8]>;

/// The bias of every output column, broadcast over the blocks of rows.
fn bias_in_vrf(ctx: &mut Context, bias: &HbmTensor<i32, Chip, m![J]>) -> BiasVrf {
    let bias_dm: DmTensor<i32, Chip, Cluster, Blocks, m![J % 4 # 8]> = bias.to_dm(&mut ctx.tdma, 0x2000);
    ctx.sub
        .begin(bias_dm.view())
        .fetch::<i32, m![1], m![J % 4 # 8]>()
        .collect::<m![1], m![J % 4 # 8]>()
        .to_vrf(0)
}

/// `clamp(x · wᵀ + bias, 0, CAP)` in i32: the ReLU capped at `CAP` (ReLU6 when the inputs are
/// scaled so that 6 is `CAP`).
fn linear_clamped<const CAP: i32>(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![P, K]>,
    w: &HbmTensor<i8, Chip, m![J, K]>,
    bias: &HbmTensor<i32, Chip, m![J]>,
) -> HbmTensor<i32, Chip, m![P, J]> {
    let x_dm: DmTensor<i8, Chip, Cluster, Blocks, m![P % 4, K]> = x.to_dm(&mut ctx.tdma, 0);
    let w_dm: DmTensor<i8, Chip, Cluster, Blocks, m![J % 4, K]> = w.to_dm(&mut ctx.tdma, 0x1000);
    let w_trf: TrfTensor<i8, Chip, Cluster, Blocks, m![J % 4], m![K]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![J % 4, K / 32], m![K % 32]>()
        .collect::<m![J % 4, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    let bias_vrf = bias_in_vrf(ctx, bias);

    let out: Acc = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![P % 4, K / 32], m![K % 32]>()
        .collect::<m![P % 4, K / 32], m![K % 32]>()
        .align::<m![P % 4, K / 64], m![K % 64], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![P % 4], m![J % 4 # 8]>(AccumulationKind::Interleaved)
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpI32::AddFxp, &bias_vrf)
        .vector_clip(ClipBinaryOpI32::Max, 0)
        .vector_clip(ClipBinaryOpI32::Min, CAP)
        .vector_final()
        .commit(0x3000);
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}

/// `max(x · wᵀ + bias, 0)`: the cap above any sum of 64 products of i8.
#[device(chip = 1)]
pub fn linear_bias_relu_clip(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![P, K]>,
    w: &HbmTensor<i8, Chip, m![J, K]>,
    bias: &HbmTensor<i32, Chip, m![J]>,
) -> HbmTensor<i32, Chip, m![P, J]> {
    linear_clamped::<{ i32::MAX }>(ctx, x, w, bias)
}

/// `min(max(x · wᵀ + bias, 0), 6 · 256)`.
#[device(chip = 1)]
pub fn linear_bias_relu6(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![P, K]>,
    w: &HbmTensor<i8, Chip, m![J, K]>,
    bias: &HbmTensor<i32, Chip, m![J]>,
) -> HbmTensor<i32, Chip, m![P, J]> {
    const SIX: i32 = 6 * 256;
    linear_clamped::<SIX>(ctx, x, w, bias)
}
