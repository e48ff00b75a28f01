//! Attention weights for four keys: the scores `q · kᵀ` on the Contraction Engine in i8, scaled
//! to f32, then softmaxed over the keys, which sit in one packet: the peak and the sum reduced
//! along the lanes of each slice.

use super::*;

axes![P = 1024, J = 4];

/// Four queries a slice; the four keys are every slice's TRF rows.
type Queries = m![P / 4];
type Scores = DmTensor<f32, Chip, Cluster, Queries, m![P % 4, J % 4 # 8]>;
type PerQuery = VrfTensor<f32, Chip, Cluster, Queries, m![P % 4]>;

/// `1 / √64`, the scale of a head of 64 dimensions.
const SCALE: f32 = 0.125;

/// `(q · kᵀ)[p, j] · SCALE` in f32.
fn scaled_scores(ctx: &mut Context, q: &HbmTensor<i8, Chip, m![P, K]>, k: &HbmTensor<i8, Chip, m![J, K]>) -> Scores {
    let q_dm: DmTensor<i8, Chip, Cluster, Queries, m![P % 4, K]> = q.to_dm(&mut ctx.tdma, 0);
    let k_dm: DmTensor<i8, Chip, Cluster, Queries, m![J % 4, K]> = k.to_dm(&mut ctx.tdma, 0x1000);
    let k_trf: TrfTensor<i8, Chip, Cluster, Queries, m![J % 4], m![K]> = ctx
        .sub
        .begin(k_dm.view())
        .fetch::<i8, m![J % 4, K / 32], m![K % 32]>()
        .collect::<m![J % 4, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    ctx.main
        .begin(q_dm.view())
        .fetch::<i8, m![P % 4, K / 32], m![K % 32]>()
        .collect::<m![P % 4, K / 32], m![K % 32]>()
        .align::<m![P % 4, K / 64], m![K % 64], _, _>(&k_trf)
        .contract::<m![1]>()
        .accumulate::<m![P % 4], m![J % 4 # 8]>(AccumulationKind::Interleaved)
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp_to_fp(31)
        .vector_trim_way4::<m![J % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), SCALE)
        .vector_pad_way8::<m![J % 4 # 8]>()
        .vector_final()
        .commit(0x2000)
}

/// `max_j s[p, j]`, or `Σ_j exp(s[p, j] - peak[p])` when the peak is given.
fn over_keys(ctx: &mut Context, s: &Scores, peak: Option<&PerQuery>, at: Address) -> PerQuery {
    let lanes = ctx
        .main
        .begin(s.view())
        .fetch::<f32, m![P % 4], m![J % 4 # 8]>()
        .collect::<m![P % 4], m![J % 4 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![J % 4]>();
    match peak {
        None => lanes
            .vector_intra_slice_reduce::<J, m![P % 4], m![1 # 4]>(IntraSliceReduceOpF32::Max)
            .vector_pad_way8::<m![1 # 8]>()
            .vector_final()
            .to_vrf(at),
        Some(peak) => lanes
            .vector_fp_binary(FpBinaryOp::SubF, peak)
            .vector_fp_unary(FpUnaryOp::Exp)
            .vector_intra_slice_reduce::<J, m![P % 4], m![1 # 4]>(IntraSliceReduceOpF32::Add)
            .vector_pad_way8::<m![1 # 8]>()
            .vector_final()
            .to_vrf(at),
    }
}

/// `softmax_j(q[p] · k[j] / 8)` for each of the 1024 queries over the 4 keys.
#[device(chip = 1)]
pub fn four_key_attention(
    ctx: &mut Context,
    q: &HbmTensor<i8, Chip, m![P, K]>,
    k: &HbmTensor<i8, Chip, m![J, K]>,
) -> HbmTensor<f32, Chip, m![P, J]> {
    let s = scaled_scores(ctx, q, k);
    let peak = over_keys(ctx, &s, None, 0);
    let sum = over_keys(ctx, &s, Some(&peak), 0x40);
    let weights: Scores = ctx
        .main
        .begin(s.view())
        .fetch::<f32, m![P % 4], m![J % 4 # 8]>()
        .collect::<m![P % 4], m![J % 4 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![J % 4]>()
        .vector_fp_binary(FpBinaryOp::SubF, &peak)
        .vector_fp_unary(FpUnaryOp::Exp)
        .vector_fp_div(
            FpDivBinaryOp::DivF.with_mode(BinaryArgMode::Mode01),
            ArrayVec::new([VeBranchOperand::always(VeRhs::vrf(&sum))]),
        )
        .vector_pad_way8::<m![J % 4 # 8]>()
        .vector_final()
        .commit(0x3000);
    weights.to_hbm(&mut ctx.tdma, 1 << 20)
}
