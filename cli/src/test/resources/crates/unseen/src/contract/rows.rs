//! Matrix products whose TRF holds four rows of the right-hand side per slice.

use super::*;

axes![I = 128, J = 32, K = 128];

/// The slices: `J` blocks outside `I` blocks (the reverse of the book's order).
type Slices = m![J / 4, I / 4];
/// The four columns of `b` a slice keeps, one per TRF row.
type Rows = m![J % 4];

/// `c = a · b` in i8 with i32 sums: `c[i, j] = Σ_K a[i, k] · b[k, j]`, `b` in the first half of
/// the TRF.
#[device(chip = 1)]
pub fn gemm_i8_four_rows(
    ctx: &mut Context,
    a: &HbmTensor<i8, Chip, m![I, K]>,
    b: &HbmTensor<i8, Chip, m![K, J]>,
) -> HbmTensor<i32, Chip, m![I, J]> {
    let a_dm: DmTensor<i8, Chip, Cluster, Slices, m![I % 4, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b_dm: DmTensor<i8, Chip, Cluster, Slices, m![J % 4, K]> = b.to_dm(&mut ctx.tdma, 0x1000);
    let b_trf: TrfTensor<i8, Chip, Cluster, Slices, Rows, m![K]> = ctx
        .sub
        .begin(b_dm.view())
        .fetch::<i8, m![J % 4, K / 32], m![K % 32]>()
        .collect::<m![J % 4, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::FirstHalf);
    let c: DmTensor<i32, Chip, Cluster, Slices, m![I % 4, J % 4 # 8]> = ctx
        .main
        .begin(a_dm.view())
        .fetch::<i8, m![I % 4, K / 32], m![K % 32]>()
        .collect::<m![I % 4, K / 32], m![K % 32]>()
        .align::<m![I % 4, K / 64], m![K % 64], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 4], m![J % 4 # 8]>(AccumulationKind::Interleaved)
        .commit(0x2000);
    c.to_hbm(&mut ctx.tdma, 1 << 20)
}

/// The same product in bf16, `b` in the second half of the TRF, the sums rounded to bf16.
#[device(chip = 1)]
pub fn gemm_bf16_second_half(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let a_dm: DmTensor<bf16, Chip, Cluster, Slices, m![I % 4, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b_dm: DmTensor<bf16, Chip, Cluster, Slices, m![J % 4, K]> = b.to_dm(&mut ctx.tdma, 0x1000);
    let b_trf: TrfTensor<bf16, Chip, Cluster, Slices, Rows, m![K]> = ctx
        .sub
        .begin(b_dm.view())
        .fetch::<bf16, m![J % 4, K / 16], m![K % 16]>()
        .collect::<m![J % 4, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::SecondHalf);
    let c: DmTensor<bf16, Chip, Cluster, Slices, m![I % 4, J % 4 # 16]> = ctx
        .main
        .begin(a_dm.view())
        .fetch::<bf16, m![I % 4, K / 16], m![K % 16]>()
        .collect::<m![I % 4, K / 16], m![K % 16]>()
        .align::<m![I % 4, K / 32], m![K % 32], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 4], m![J % 4 # 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![J % 4 # 16]>()
        .commit(0x2000);
    c.to_hbm(&mut ctx.tdma, 1 << 20)
}
