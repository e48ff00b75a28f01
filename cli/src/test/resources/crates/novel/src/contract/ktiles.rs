//! Contractions over `K` one tile at a time, the partial sums added up in a loop.

use super::*;

axes![H = 256, X = 512];

/// The partial sums of one `K` tile: `Σ_{X in tile k} w[H, X] · x[X]`, one per slice.
fn partial(
    ctx: &mut Context,
    w_dm: &DmTensor<i8, Chip, Cluster, m![H], m![X]>,
    x_dm: &DmTensor<i8, Chip, Cluster, m![H], m![X]>,
    k: usize,
    at: usize,
) -> DmTensor<i32, Chip, Cluster, m![H], m![1 # 8]> {
    let x_trf: TrfTensor<i8, Chip, Cluster, m![H], m![1], m![X % 128]> = ctx
        .sub
        .begin(x_dm.view().tile::<m![X / 128], 1, m![1 # 4, X % 128]>(k))
        .fetch::<i8, m![1], m![X % 128]>()
        .collect::<m![X % 128 / 32], m![X % 32]>()
        .to_trf(TrfAddress::Full);
    ctx.main
        .begin(w_dm.view().tile::<m![X / 128], 1, m![1 # 4, X % 128]>(k))
        .fetch::<i8, m![X % 128 / 32], m![X % 32]>()
        .collect::<m![X % 128 / 32], m![X % 32]>()
        .align::<m![X % 128 / 64], m![X % 64], _, _>(&x_trf)
        .contract::<m![1]>()
        .accumulate::<m![1], m![1 # 8]>(AccumulationKind::Interleaved)
        .commit(at)
}

/// `Σ_X w[H, X] · x[X]` as four tiles of 128 columns, each tile's sums added to the running total
/// through the VRF: `acc = acc + partial(k)` for `k = 1, 2, 3`.
#[device(chip = 1)]
pub fn gemv_k_tiles(
    ctx: &mut Context,
    w: &HbmTensor<i8, Chip, m![H, X]>,
    x: &HbmTensor<i8, Chip, m![X]>,
) -> HbmTensor<i32, Chip, m![H]> {
    let w_dm: DmTensor<i8, Chip, Cluster, m![H], m![X]> = w.to_dm(&mut ctx.tdma, 0);
    let x_dm: DmTensor<i8, Chip, Cluster, m![H], m![X]> = x.to_dm(&mut ctx.tdma, 0x1000);
    let mut acc = partial(ctx, &w_dm, &x_dm, 0, 0x2000);
    for k in 1..4 {
        let sums = partial(ctx, &w_dm, &x_dm, k, 0x2000 + 0x40 * k);
        let next: VrfTensor<i32, Chip, Cluster, m![H], m![1 # 8]> = ctx
            .sub
            .begin(sums.view())
            .fetch::<i32, m![1], m![1 # 8]>()
            .collect::<m![1], m![1 # 8]>()
            .to_vrf(0x100 * k);
        acc = ctx
            .main
            .begin(acc.view())
            .fetch::<i32, m![1], m![1 # 8]>()
            .collect::<m![1], m![1 # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::AddFxp, &next)
            .vector_final()
            .commit(0x3000 + 0x40 * k);
    }
    acc.to_hbm(&mut ctx.tdma, 0x90_0000)
}
