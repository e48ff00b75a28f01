//! A contraction repeated over tiles of the rows, each tile committed at its own address.

use super::*;

axes![R = 512, Z = 256];

const ROW_TILES: usize = 2;

/// One tile of 256 rows: `Σ_Z w[r, Z] · x[Z]`.
fn rows_times_vector(
    ctx: &mut Context,
    w_tile: HbmTensorView<'_, bf16, Chip, m![1 # 2, R % 256, Z]>,
    x_trf: &TrfTensor<bf16, Chip, Cluster, m![R % 256], m![1], m![Z]>,
    out: DmTensorViewMut<'_, bf16, Chip, Cluster, m![R % 256], m![1 # 16]>,
) {
    let w_dm = w_tile.to_dm::<Cluster, m![R % 256], m![Z]>(&mut ctx.tdma, 0);
    ctx.main
        .begin(w_dm.view())
        .fetch::<bf16, m![Z / 16], m![Z % 16]>()
        .collect::<m![Z / 16], m![Z % 16]>()
        .align::<m![Z / 32], m![Z % 32], _, _>(x_trf)
        .contract::<m![1]>()
        .accumulate::<m![1], m![1 # 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![1 # 16]>()
        .commit_view(out);
}

/// `Σ_Z w[R, Z] · x[Z]` two row tiles at a time.
#[device(chip = 1)]
pub fn tiled_gemv(
    ctx: &mut Context,
    w: &HbmTensor<bf16, Chip, m![R, Z]>,
    x: &HbmTensor<bf16, Chip, m![Z]>,
) -> HbmTensor<bf16, Chip, m![R]> {
    let x_dm: DmTensor<bf16, Chip, Cluster, m![R % 256], m![Z]> = x.to_dm(&mut ctx.tdma, TRF_STAGING);
    let x_trf: TrfTensor<bf16, Chip, Cluster, m![R % 256], m![1], m![Z]> = ctx
        .sub
        .begin(x_dm.view())
        .fetch::<bf16, m![1], m![Z]>()
        .collect::<m![Z / 16], m![Z % 16]>()
        .to_trf(TrfAddress::Full);

    let mut out = unsafe { HbmTensor::<bf16, Chip, m![R]>::from_addr(0xB0_0000) };
    for t in 0..ROW_TILES {
        let mut partial =
            unsafe { DmTensor::<bf16, Chip, Cluster, m![R % 256], m![1 # 16]>::from_addr(0x2_0000 + t * 0x100) };
        rows_times_vector(
            ctx,
            w.view().tile::<m![R / 256], 1, m![1 # 2, R % 256, Z]>(t),
            &x_trf,
            partial.view_mut(),
        );
        let dst = out.view_mut().tile::<m![R / 256], 1, m![1 # 2, R % 256]>(t);
        partial.view().to_hbm_view(&mut ctx.tdma, dst);
    }
    out
}
