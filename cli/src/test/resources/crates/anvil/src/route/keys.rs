//! Attention scores: eight keys, staged one a slice, gathered by `Broadcast1` into the Tensor
//! Register File of every query's slice, each query's products with them summed over the head.

use super::*;

axes![
    G = 32, // query groups
    V = 8,  // queries of a group
    T = 8,  // keys
    D = 32, // head dimension
];

/// The keys in every query's TRF: the DMA stages key `t` on slice `t` of each group, and
/// `Broadcast1` sends each group's eight keys, one a time step, to all eight slices.
fn keys_in_trf(ctx: &mut Context, k: &HbmTensor<bf16, Chip, m![T, D]>) -> TrfTensor<bf16, Chip, Cluster, m![G, V], m![T], m![D]> {
    let k_dm: DmTensor<bf16, Chip, Cluster, m![G, T], m![D]> = k.to_dm(&mut ctx.tdma, at::dm(0));
    ctx.sub
        .begin(k_dm.view())
        .fetch::<bf16, m![1], m![D]>()
        .switch::<m![G, V], m![T]>(SwitchConfig::Broadcast1 { slice1: 8, slice0: 1 })
        .collect::<m![T, D / 16], m![D % 16]>()
        .to_trf(TrfAddress::Full)
}

/// `scores[g, v, t] = Σ_d q[g, v, d] · k[t, d]`, rounded to bf16, a query a slice.
#[device(chip = 1)]
pub fn query_key_scores(
    ctx: &mut Context,
    q: &HbmTensor<bf16, Chip, m![G, V, D]>,
    k: &HbmTensor<bf16, Chip, m![T, D]>,
) -> HbmTensor<bf16, Chip, m![G, V, T]> {
    let k_trf = keys_in_trf(ctx, k);
    let q_dm: DmTensor<bf16, Chip, Cluster, m![G, V], m![D]> = q.to_dm(&mut ctx.tdma, at::dm(1));
    let scores: DmTensor<bf16, Chip, Cluster, m![G, V], m![T]> = ctx
        .main
        .begin(q_dm.view())
        .fetch::<bf16, m![D / 16], m![D % 16]>()
        .collect::<m![D / 16], m![D % 16]>()
        .align::<m![1], m![D], _, _>(&k_trf)
        .contract::<m![1]>()
        .accumulate::<m![1], m![T]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![T # 16]>()
        .commit::<m![T]>(at::dm(2));
    scores.to_hbm(&mut ctx.tdma, at::hbm(0))
}
