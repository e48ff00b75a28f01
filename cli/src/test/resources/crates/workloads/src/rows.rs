//! Per-row statistics of a [tokens, hidden] activation: mean square, mean centring, softmax.
//! Two tokens share a slice, one in each lane, and the hidden axis runs along time, so a row's
//! reduction is a walk over time.

use crate::shapes::*;
use furiosa_visa_std::prelude::*;

/// Reciprocal of the hidden width, the mean's scale.
const INV_H: f32 = 1.0 / 128.0;

/// A row-major activation in DM with the hidden axis outer, the two tokens of a slice inner.
type Rows = DmTensor<f32, Chip, Cluster, m![T / 2], m![H, T % 2]>;
/// One value per token.
type PerToken = DmTensor<f32, Chip, Cluster, m![T / 2], m![T % 2]>;
/// One value per token, kept in the VRF.
type TokenVrf = VrfTensor<f32, Chip, Cluster, m![T / 2], m![T % 2]>;

/// One pass of the Vector Engine over the rows `$x` (a [`Rows`] tensor), the hidden axis along
/// time and the two tokens of a slice in its lanes, trimmed to four: the stages `$op` in order,
/// then the lanes padded back to eight and `$end` (a `commit` to DM or a `to_vrf`).
/// `hidden_pass!(ctx, x_dm, [.vector_fp_unary(FpUnaryOp::Exp)] .commit(0x20000))` is `exp(x)`.
macro_rules! hidden_pass {
    ($ctx:ident, $x:ident, [$($op:tt)*] $($end:tt)*) => {
        $ctx.main
            .begin($x.view())
            .fetch::<f32, m![H], m![T % 2]>()
            .collect::<m![H], m![T % 2 # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_trim_way4::<m![T % 2 # 4]>()
            $($op)*
            .vector_pad_way8::<m![T % 2 # 8]>()
            .vector_final()
            $($end)*
    };
}

/// Loads the rows, two tokens a slice, the hidden axis outer.
fn rows_to_dm(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![T, H]>, addr: u64) -> Rows {
    x.to_dm(&mut ctx.tdma, addr)
}

/// mean(x²) of each token row: squares scaled by 1/H, summed over the row.
#[device(chip = 1)]
pub fn rms_mean_square(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![T, H]>) -> HbmTensor<f32, Chip, m![T]> {
    let x_dm = rows_to_dm(ctx, x, 0x1000);
    let ms = mean_square(ctx, &x_dm, 0x20000);
    ms.to_hbm(&mut ctx.tdma, 0x40000)
}

/// The per-token mean of the squares of `x_dm`, committed at `addr`.
fn mean_square(ctx: &mut Context, x_dm: &Rows, addr: u64) -> PerToken {
    hidden_pass!(ctx, x_dm, [
        .vector_stash()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), Stash)
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), INV_H)
        .vector_intra_slice_reduce::<H, m![1], m![T % 2 # 4]>(IntraSliceReduceOpF32::Add)
    ] .commit(addr))
}

/// The per-token sum over the hidden axis of `x` scaled by `scale`, kept in the VRF.
fn row_sum_to_vrf(ctx: &mut Context, x: &Rows, scale: f32, vrf: u64) -> TokenVrf {
    hidden_pass!(ctx, x, [
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), scale)
        .vector_intra_slice_reduce::<H, m![1], m![T % 2 # 4]>(IntraSliceReduceOpF32::Add)
    ] .to_vrf(vrf))
}

/// LayerNorm's centring: each row less its mean, the mean kept in the VRF between two passes.
#[device(chip = 1)]
pub fn center_rows(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![T, H]>) -> HbmTensor<f32, Chip, m![T, H]> {
    let x_dm = rows_to_dm(ctx, x, 0x1000);
    let mean = row_sum_to_vrf(ctx, &x_dm, INV_H, 0);
    let centred: Rows = hidden_pass!(ctx, x_dm, [
        .vector_fp_binary(FpBinaryOp::SubF, &mean)
    ] .commit(0x20000));
    centred.to_hbm(&mut ctx.tdma, 0x80000)
}

/// Softmax over each row: the row's max (kept in the VRF), exp(x - max) summed (in the VRF),
/// then exp(x - max) / sum.
#[device(chip = 1)]
pub fn softmax_rows(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![T, H]>) -> HbmTensor<f32, Chip, m![T, H]> {
    let x_dm = rows_to_dm(ctx, x, 0x1000);
    let row_max: TokenVrf = hidden_pass!(ctx, x_dm, [
        .vector_intra_slice_reduce::<H, m![1], m![T % 2 # 4]>(IntraSliceReduceOpF32::Max)
    ] .to_vrf(0));
    let denominator: TokenVrf = hidden_pass!(ctx, x_dm, [
        .vector_fp_binary(FpBinaryOp::SubF, &row_max)
        .vector_fp_unary(FpUnaryOp::Exp)
        .vector_intra_slice_reduce::<H, m![1], m![T % 2 # 4]>(IntraSliceReduceOpF32::Add)
    ] .to_vrf(8));
    let probabilities: Rows = hidden_pass!(ctx, x_dm, [
        .vector_fp_binary(FpBinaryOp::SubF, &row_max)
        .vector_fp_unary(FpUnaryOp::Exp)
        .vector_fp_div(
            FpDivBinaryOp::DivF.with_mode(BinaryArgMode::Mode01),
            ArrayVec::new([VeBranchOperand::always(VeRhs::vrf(&denominator))]),
        )
    ] .commit(0x20000));
    probabilities.to_hbm(&mut ctx.tdma, 0x80000)
}

/// RMSNorm without its weight: x / sqrt(mean(x²) + eps), in three passes (the mean square to DM,
/// its root to the VRF, the division).
#[device(chip = 1)]
pub fn rms_normalize(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![T, H]>) -> HbmTensor<f32, Chip, m![T, H]> {
    const EPS: f32 = 1e-6;
    let x_dm = rows_to_dm(ctx, x, 0x1000);
    let ms = mean_square(ctx, &x_dm, 0x20000);
    let rms: TokenVrf = ctx
        .main
        .begin(ms.view())
        .fetch::<f32, m![1], m![T % 2]>()
        .collect::<m![1], m![T % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![T % 2 # 4]>()
        .vector_fp_binary(FpBinaryOp::AddF, EPS)
        .vector_fp_unary(FpUnaryOp::Sqrt)
        .vector_pad_way8::<m![T % 2 # 8]>()
        .vector_final()
        .to_vrf(0);
    let normalized: Rows = hidden_pass!(ctx, x_dm, [
        .vector_fp_div(
            FpDivBinaryOp::DivF.with_mode(BinaryArgMode::Mode01),
            ArrayVec::new([VeBranchOperand::always(VeRhs::vrf(&rms))]),
        )
    ] .commit(0x30000));
    normalized.to_hbm(&mut ctx.tdma, 0x80000)
}

/// Mean pooling over the tokens: the column sums of a [256 tokens, 128] block, a token a slice,
/// added across the slices and scaled by 1/256 on the way out.
#[device(chip = 1)]
pub fn mean_pool_tokens(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![P, H]>) -> HbmTensor<f32, Chip, m![H]> {
    let x_dm: DmTensor<f32, Chip, Cluster, m![P], m![H]> = x.to_dm(&mut ctx.tdma, 0x1000);
    let pooled: DmTensor<f32, Chip, Cluster, m![1 # 256], m![H]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![H / 8], m![H % 8]>()
        .collect::<m![H / 8], m![H % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![1 # 256], m![H / 8]>(InterSliceReduceOpF32::Add)
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![H / 8, H / 4 % 2], m![H % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 1.0f32 / P_TOKENS as f32)
        .vector_concat::<m![H / 8], m![H % 8]>()
        .vector_final()
        .commit(0x20000);
    pooled.to_hbm(&mut ctx.tdma, 0x40000)
}
