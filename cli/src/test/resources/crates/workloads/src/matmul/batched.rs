//! A batch of products, one a cluster, and the attention scores of one head.

use super::*;

type Batch = m![B];

/// out[b] = a[b] · w[b] for the two batches, batch `b` on cluster `b`.
#[device(chip = 1)]
pub fn batched_gemm(
    ctx: &mut Context,
    a: &HbmTensor<i8, Chip, m![B, I, K]>,
    w: &HbmTensor<i8, Chip, m![B, K, J]>,
) -> HbmTensor<i32, Chip, m![B, I, J]> {
    let a_dm: DmTensor<i8, Chip, Batch, Blocks, m![I % 4, K]> = a.to_dm(&mut ctx.tdma, 0);
    let w_dm: DmTensor<i8, Chip, Batch, Blocks, m![J % 4, K]> = w.to_dm(&mut ctx.tdma, 0x1000);
    let w_trf: TrfTensor<i8, Chip, Batch, Blocks, Rows, m![K]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![J % 4, K / 32], m![K % 32]>()
        .collect::<m![J % 4, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    let out: DmTensor<i32, Chip, Batch, Blocks, m![I % 4, J % 4 # 8]> = product_stream!(ctx, a_dm, w_trf, [
        .commit(0x2000)
    ]);
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}

/// Attention scores of one head in bf16: q · kᵀ / sqrt(128), `k` stored a key a row.
#[device(chip = 1)]
pub fn score_block(
    ctx: &mut Context,
    q: &HbmTensor<bf16, Chip, m![I, K]>,
    k: &HbmTensor<bf16, Chip, m![J, K]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let scale: f32 = 1.0 / (128.0f32).sqrt();
    type Cluster = m![1 # 2];
    let q_dm: DmTensor<bf16, Chip, Cluster, Blocks, m![I % 4, K]> = q.to_dm(&mut ctx.tdma, 0);
    let k_dm: DmTensor<bf16, Chip, Cluster, Blocks, m![J % 4, K]> = k.to_dm(&mut ctx.tdma, 0x1000);
    let k_trf: TrfTensor<bf16, Chip, Cluster, Blocks, Rows, m![K]> = ctx
        .sub
        .begin(k_dm.view())
        .fetch::<bf16, m![J % 4, K / 16], m![K % 16]>()
        .collect::<m![J % 4, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);
    let scores: DmTensor<bf16, Chip, Cluster, Blocks, m![I % 4, J % 4 # 16]> = ctx
        .main
        .begin(q_dm.view())
        .fetch::<bf16, m![I % 4, K / 16], m![K % 16]>()
        .collect::<m![I % 4, K / 16], m![K % 16]>()
        .align::<m![I % 4, K / 32], m![K % 32], _, _>(&k_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 4], m![J % 4 # 8]>(AccumulationKind::Interleaved)
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![J % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), scale)
        .vector_pad_way8::<m![J % 4 # 8]>()
        .vector_final()
        .cast::<bf16, m![J % 4 # 16]>()
        .commit(0x2000);
    scores.to_hbm(&mut ctx.tdma, 1 << 20)
}
