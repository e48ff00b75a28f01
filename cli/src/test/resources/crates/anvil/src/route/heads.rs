//! Attention scores of two heads side by side: each head's eight keys staged on slices of their
//! own, next to the other head's, and `Broadcast1` gathering them into every query's TRF while
//! each slice keeps its head.

use super::*;

axes![
    G = 16, // query groups
    V = 8,  // queries of a group
    N = 2,  // heads, the innermost slice digit
    T = 8,  // keys
    D = 16, // head dimension
];

/// `scores[g, v, n, t] = Σ_d q[g, v, n, d] · k[t, n, d]`, rounded to bf16.
#[device(chip = 1)]
pub fn two_head_scores(
    ctx: &mut Context,
    q: &HbmTensor<bf16, Chip, m![G, V, N, D]>,
    k: &HbmTensor<bf16, Chip, m![T, N, D]>,
) -> HbmTensor<bf16, Chip, m![G, V, N, T]> {
    let k_dm: DmTensor<bf16, Chip, Cluster, m![G, T, N], m![D]> = k.to_dm(&mut ctx.tdma, at::dm(0));
    let k_trf: TrfTensor<bf16, Chip, Cluster, m![G, V, N], m![T], m![D]> = ctx
        .sub
        .begin(k_dm.view())
        .fetch::<bf16, m![1], m![D]>()
        .switch::<m![G, V, N], m![T]>(SwitchConfig::Broadcast1 { slice1: 8, slice0: 2 })
        .collect::<m![T], m![D]>()
        .to_trf(TrfAddress::Full);
    let q_dm: DmTensor<bf16, Chip, Cluster, m![G, V, N], m![D]> = q.to_dm(&mut ctx.tdma, at::dm(1));
    let scores: DmTensor<bf16, Chip, Cluster, m![G, V, N], m![T]> = ctx
        .main
        .begin(q_dm.view())
        .fetch::<bf16, m![1], m![D]>()
        .collect::<m![1], m![D]>()
        .align::<m![1], m![D # 32], _, _>(&k_trf)
        .contract::<m![1]>()
        .accumulate::<m![1], m![T]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![T # 16]>()
        .commit(at::dm(2));
    scores.to_hbm(&mut ctx.tdma, at::hbm(1))
}
