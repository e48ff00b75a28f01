//! An int8 linear layer dequantised to f32: the i32 sums turned to floats by `vector_fxp_to_fp`,
//! scaled per tensor or per output column, then a ReLU on the floats.

use super::*;

axes![J = 32, P = 128];

type Blocks = m![J / 4, P / 4];
type Out = DmTensor<f32, Chip, Cluster, Blocks, m![P % 4, J % 4 # 8]>;

/// How the i32 sums are scaled back to real values.
pub enum Scale<'a> {
    /// One factor for the whole tensor.
    Tensor(f32),
    /// A factor per output column, in HBM.
    Column(&'a HbmTensor<f32, Chip, m![J]>),
}

/// `relu(scale · (x · wᵀ))` in f32.
fn dequantised(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![P, K]>,
    w: &HbmTensor<i8, Chip, m![J, K]>,
    scale: Scale<'_>,
) -> HbmTensor<f32, Chip, m![P, J]> {
    let x_dm: DmTensor<i8, Chip, Cluster, Blocks, m![P % 4, K]> = x.to_dm(&mut ctx.tdma, 0);
    let w_dm: DmTensor<i8, Chip, Cluster, Blocks, m![J % 4, K]> = w.to_dm(&mut ctx.tdma, 0x1000);
    let w_trf: TrfTensor<i8, Chip, Cluster, Blocks, m![J % 4], m![K]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![J % 4, K / 32], m![K % 32]>()
        .collect::<m![J % 4, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);

    let sums = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![P % 4, K / 32], m![K % 32]>()
        .collect::<m![P % 4, K / 32], m![K % 32]>()
        .align::<m![P % 4, K / 64], m![K % 64], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![P % 4], m![J % 4 # 8]>(AccumulationKind::Interleaved)
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp_to_fp(31)
        .vector_trim_way4::<m![J % 4]>();

    let out: Out = match scale {
        Scale::Tensor(factor) => sums
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), factor)
            .vector_pad_way8::<m![J % 4 # 8]>()
            .vector_clip(ClipBinaryOpF32::Max, 0.0f32)
            .vector_final()
            .commit(0x3000),
        Scale::Column(columns) => {
            let scale_dm: DmTensor<f32, Chip, Cluster, Blocks, m![J % 4 # 8]> = columns.to_dm(&mut ctx.tdma, 0x2000);
            let scale_vrf: VrfTensor<f32, Chip, Cluster, Blocks, m![J % 4 # 8]> = ctx
                .sub
                .begin(scale_dm.view())
                .fetch::<f32, m![1], m![J % 4 # 8]>()
                .collect::<m![1], m![J % 4 # 8]>()
                .to_vrf(0);
            sums.vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), &scale_vrf)
                .vector_pad_way8::<m![J % 4 # 8]>()
                .vector_clip(ClipBinaryOpF32::Max, 0.0f32)
                .vector_final()
                .commit(0x3000)
        }
    };
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}

/// `relu((x · wᵀ) / 64)`.
#[device(chip = 1)]
pub fn linear_i8_rescaled(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![P, K]>,
    w: &HbmTensor<i8, Chip, m![J, K]>,
) -> HbmTensor<f32, Chip, m![P, J]> {
    const INV_SCALE: f32 = 1.0 / 64.0;
    dequantised(ctx, x, w, Scale::Tensor(INV_SCALE))
}

/// `relu(scale[j] · (x · wᵀ)[p, j])`.
#[device(chip = 1)]
pub fn linear_i8_column_scaled(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![P, K]>,
    w: &HbmTensor<i8, Chip, m![J, K]>,
    scale: &HbmTensor<f32, Chip, m![J]>,
) -> HbmTensor<f32, Chip, m![P, J]> {
    dequantised(ctx, x, w, Scale::Column(scale))
}
