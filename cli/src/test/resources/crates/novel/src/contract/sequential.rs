//! Sequential accumulation: two rows of the matrix share a packet, and each row's sums leave
//! the accumulator in turn; the slices' partial sums meet in an inter-slice reduction.

use super::*;

axes![R = 1024, K = 256, Z = 8];

/// `Σ_K w[R, K] · x[K]` with `K` spread over 8 slices of 32 columns: each slice sums its 32
/// columns for 2 rows at a time (`Sequential`), the 8 slices' sums are added (broadcast to the 8
/// slices of `Z`), and one copy (slice tile 5 of `Z`) goes back to HBM.
#[device(chip = 1)]
pub fn gemv_sequential(
    ctx: &mut Context,
    w: &HbmTensor<i8, Chip, m![R, K]>,
    x: &HbmTensor<i8, Chip, m![K]>,
) -> HbmTensor<i32, Chip, m![R]> {
    type Half = m![R / 512 % 2];
    let w_dm = w.to_dm::<Half, m![R / 256 % 2, K / 32, 1 # 16], m![R % 256, K % 32]>(&mut ctx.tdma, 0);
    let x_dm = x.to_dm::<Half, m![R / 256 % 2, K / 32, 1 # 16], m![K % 32]>(&mut ctx.tdma, 0x1_0000);
    let x_trf: TrfTensor<i8, Chip, Half, m![R / 256 % 2, K / 32, 1 # 16], m![1], m![K % 32]> = ctx
        .sub
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![K % 32]>()
        .collect::<m![1], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    let sums: DmTensor<i32, Chip, Half, m![R / 256 % 2, Z, 1 # 16], m![R % 256 / 2, R % 2 # 8]> = ctx
        .main
        .begin(w_dm.view())
        .fetch::<i8, m![R % 256], m![K % 32]>()
        .collect::<m![R % 256], m![K % 32]>()
        .align::<m![R % 256 / 2], m![R % 2, K % 32], _, _>(&x_trf)
        .contract::<m![R % 2]>()
        .accumulate::<m![R % 256 / 2], m![R % 2 # 8]>(AccumulationKind::Sequential)
        .vector_init()
        .vector_inter_slice_reduce::<m![R / 256 % 2, Z, 1 # 16], m![R % 256 / 2]>(InterSliceReduceOpI32::Add)
        .vector_final()
        .commit(0x2_0000);
    let mut out = unsafe { HbmTensor::<i32, Chip, m![R]>::from_addr(0x100_0000) };
    sums.view()
        .slice_tile::<m![Z], 1, m![R / 256 % 2, 1 # 8, 1 # 16]>(5)
        .to_hbm_view(&mut ctx.tdma, out.view_mut());
    out
}
