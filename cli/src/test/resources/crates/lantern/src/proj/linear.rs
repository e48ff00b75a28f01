//! `y = x · wᵀ + bias` with i8 activations and weights summed in i32: each slice holds four output
//! rows and four weight rows, the weights in the TRF.

use super::*;

axes![M = 256, K = 128, N = 16];

/// The slices: output row blocks inside weight row blocks.
type Grid = m![N / 4, M / 4];

/// The weight rows `w` in DM, then in the TRF's first half.
fn weights(
    ctx: &mut Context,
    w: &HbmTensor<i8, Chip, m![N, K]>,
) -> TrfTensor<i8, Chip, Cluster, Grid, m![N % 4], m![K]> {
    let w_dm: DmTensor<i8, Chip, Cluster, Grid, m![N % 4, K]> = w.to_dm(&mut ctx.tdma, Arena::scratch(1));
    ctx.sub
        .begin(w_dm.view())
        .fetch::<i8, m![N % 4, K / 32], m![K % 32]>()
        .collect::<m![N % 4, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::FirstHalf)
}

/// `x · wᵀ + bias` in i32, each block's four rows of four sums padded to a flit.
fn biased(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![M, K]>,
    w: &HbmTensor<i8, Chip, m![N, K]>,
    bias: i32,
) -> DmTensor<i32, Chip, Cluster, Grid, m![M % 4, N % 4 # 8]> {
    let w_trf = weights(ctx, w);
    let x_dm: DmTensor<i8, Chip, Cluster, Grid, m![M % 4, K]> = x.to_dm(&mut ctx.tdma, Arena::scratch(0));
    ctx.main
        .begin(x_dm.view())
        .fetch::<i8, m![M % 4, K / 32], m![K % 32]>()
        .collect::<m![M % 4, K / 32], m![K % 32]>()
        .align::<m![M % 4, K / 64], m![K % 64], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![M % 4], m![N % 4 # 8]>(AccumulationKind::Interleaved)
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, bias)
        .vector_final()
        .commit(Arena::scratch(2))
}

/// `x · wᵀ − 100` in i32: `y[m, n] = Σ_k x[m, k] · w[n, k] − 100`.
#[device(chip = 1)]
pub fn project_i8_bias(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![M, K]>,
    w: &HbmTensor<i8, Chip, m![N, K]>,
) -> HbmTensor<i32, Chip, m![M, N]> {
    biased(ctx, x, w, -100).to_hbm(&mut ctx.tdma, Arena::output(0))
}

/// `max(x · wᵀ + 7, 0)`, a projection's bias then a ReLU, still in i32.
#[device(chip = 1)]
pub fn project_i8_bias_relu(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![M, K]>,
    w: &HbmTensor<i8, Chip, m![N, K]>,
) -> HbmTensor<i32, Chip, m![M, N]> {
    let sums = biased(ctx, x, w, 7);
    let relu: DmTensor<i32, Chip, Cluster, Grid, m![M % 4, N % 4 # 8]> = ctx
        .main
        .begin(sums.view())
        .fetch::<i32, m![M % 4], m![N % 4 # 8]>()
        .collect::<m![M % 4], m![N % 4 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpI32::Max, 0)
        .vector_final()
        .commit(Arena::scratch(3));
    relu.to_hbm(&mut ctx.tdma, Arena::output(1))
}
