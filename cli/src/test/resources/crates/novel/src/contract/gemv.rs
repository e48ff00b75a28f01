//! Matrix times vector, one row of the matrix per slice.

use super::*;

axes![H = 256, X = 512, Y = 384];

/// Loads `x` (broadcast to every slice) into the TRF.
fn stage_vector<const ADDR: usize>(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![X]>,
) -> TrfTensor<i8, Chip, Cluster, m![H], m![1], m![X]> {
    let x_dm: DmTensor<i8, Chip, Cluster, m![H], m![X]> = x.to_dm(&mut ctx.tdma, ADDR);
    ctx.sub
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![X]>()
        .collect::<m![X / 32], m![X % 32]>()
        .to_trf(TrfAddress::Full)
}

/// `Σ_X w[H, X] · x[X]`, the i8 products summed in i32.
#[device(chip = 1)]
pub fn gemv_i8(
    ctx: &mut Context,
    w: &HbmTensor<i8, Chip, m![H, X]>,
    x: &HbmTensor<i8, Chip, m![X]>,
) -> HbmTensor<i32, Chip, m![H]> {
    let x_trf = stage_vector::<TRF_STAGING>(ctx, x);
    let w_dm: DmTensor<i8, Chip, Cluster, m![H], m![X]> = w.to_dm(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![H], m![1 # 8]> = ctx
        .main
        .begin(w_dm.view())
        .fetch::<i8, m![X / 32], m![X % 32]>()
        .collect::<m![X / 32], m![X % 32]>()
        .align::<m![X / 64], m![X % 64], _, _>(&x_trf)
        .contract::<m![1]>()
        .accumulate::<m![1], m![1 # 8]>(AccumulationKind::Interleaved)
        .commit(0x2_0000);
    y.to_hbm(&mut ctx.tdma, 0x90_0000)
}

/// `Σ_Y w[H, Y] · x[Y]` in bf16, with `Y = 384` not a power of two.
#[device(chip = 1)]
pub fn gemv_bf16(
    ctx: &mut Context,
    w: &HbmTensor<bf16, Chip, m![H, Y]>,
    x: &HbmTensor<bf16, Chip, m![Y]>,
) -> HbmTensor<bf16, Chip, m![H]> {
    let x_dm: DmTensor<bf16, Chip, Cluster, m![H], m![Y]> = x.to_dm(&mut ctx.tdma, TRF_STAGING);
    let w_dm: DmTensor<bf16, Chip, Cluster, m![H], m![Y]> = w.to_dm(&mut ctx.tdma, 0);
    let x_trf: TrfTensor<bf16, Chip, Cluster, m![H], m![1], m![Y]> = ctx
        .sub
        .begin(x_dm.view())
        .fetch::<bf16, m![1], m![Y]>()
        .collect::<m![Y / 16], m![Y % 16]>()
        .to_trf(TrfAddress::Full);
    let y: DmTensor<bf16, Chip, Cluster, m![H], m![1 # 16]> = ctx
        .main
        .begin(w_dm.view())
        .fetch::<bf16, m![Y / 16], m![Y % 16]>()
        .collect::<m![Y / 16], m![Y % 16]>()
        .align::<m![Y / 32], m![Y % 32], _, _>(&x_trf)
        .contract::<m![1]>()
        .accumulate::<m![1], m![1 # 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![1 # 16]>()
        .commit(0x2_0000);
    y.to_hbm(&mut ctx.tdma, 0xA0_0000)
}
