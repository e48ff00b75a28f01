//! A product whose K axis is split over the two clusters, the partial sums reduced and scattered
//! across them.

use super::*;

axes![L = 256];

type Halves = m![L / 128];
type Partial = DmTensor<i32, Chip, Halves, Blocks, m![I % 4, J % 4 # 8]>;
type Scattered = DmTensor<i32, Chip, Halves, Blocks, m![I % 2, J % 4 # 8]>;

/// a · b with K = 256: cluster `c` multiplies K in [128 c, 128 c + 128), then each cluster adds
/// its half of the rows (I / 2 % 2 = c) of both partial sums.
#[device(chip = 1)]
pub fn k_split_gemm(
    ctx: &mut Context,
    a: &HbmTensor<i8, Chip, m![I, L]>,
    b: &HbmTensor<i8, Chip, m![L, J]>,
) -> HbmTensor<i32, Chip, m![I, J]> {
    let a_dm: DmTensor<i8, Chip, Halves, Blocks, m![I % 4, L % 128]> = a.to_dm(&mut ctx.tdma, 0);
    let b_dm: DmTensor<i8, Chip, Halves, Blocks, m![J % 4, L % 128]> = b.to_dm(&mut ctx.tdma, 0x1000);
    let b_trf: TrfTensor<i8, Chip, Halves, Blocks, Rows, m![L % 128]> = ctx
        .sub
        .begin(b_dm.view())
        .fetch::<i8, m![J % 4, L / 32 % 4], m![L % 32]>()
        .collect::<m![J % 4, L / 32 % 4], m![L % 32]>()
        .to_trf(TrfAddress::Full);
    let partial: Partial = ctx
        .main
        .begin(a_dm.view())
        .fetch::<i8, m![I % 4, L / 32 % 4], m![L % 32]>()
        .collect::<m![I % 4, L / 32 % 4], m![L % 32]>()
        .align::<m![I % 4, L / 64 % 2], m![L % 64], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 4], m![J % 4 # 8]>(AccumulationKind::Interleaved)
        .commit(0x2000);
    let summed = reduce_scatter(ctx, &partial);
    summed.to_hbm(&mut ctx.tdma, 1 << 20)
}

/// Sums the two clusters' partial products, cluster `c` keeping the rows with I / 2 % 2 = c.
fn reduce_scatter(ctx: &mut Context, partial: &Partial) -> DmTensor<i32, Chip, m![I / 2 % 2], Blocks, m![I % 2, J % 4 # 8]> {
    let mine: Scattered = ctx
        .sub
        .parallel_copy_cluster_slice::<2, m![I / 2 % 2], m![1 # 2, I % 2, J % 4 # 8], _, _, _, _, _, _>(
            partial.view(),
            &[0, 1],
        );
    let theirs: Scattered = ctx
        .sub
        .parallel_copy_cluster_slice::<2, m![I / 2 % 2], m![1 # 2, I % 2, J % 4 # 8], _, _, _, _, _, _>(
            partial.view(),
            &[1, 0],
        );
    let swapped: Scattered = ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(theirs.view(), &[1, 0]);
    let mut sum: Scattered = unsafe { DmTensor::from_addr(0x4000) };
    add_halves!(ctx, mine, swapped, sum);
    unsafe { sum.reshape() }
}
