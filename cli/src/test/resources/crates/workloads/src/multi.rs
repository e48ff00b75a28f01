//! Two chips: a batch of four over chips and clusters, and a K split over the chips whose partial
//! products are exchanged by a chip shuffle and added, each chip keeping half of the rows.

use crate::matmul::{Blocks, I, J, K, Rows};
use furiosa_visa_std::prelude::*;

axes![B = 4, L = 256, G = 2];

/// Four batches, batch `b` on chip `b / 2`, cluster `b % 2`.
#[device(chip = 2)]
pub fn chips_batched(
    ctx: &mut Context,
    a: &HbmTensor<i8, m![B / 2], m![B % 2, I, K]>,
    w: &HbmTensor<i8, m![B / 2], m![B % 2, K, J]>,
) -> HbmTensor<i32, m![B / 2], m![B % 2, I, J]> {
    type Chip = m![B / 2];
    type Cluster = m![B % 2];
    let a_dm: DmTensor<i8, Chip, Cluster, Blocks, m![I % 4, K]> = a.to_dm(&mut ctx.tdma, 0);
    let w_dm: DmTensor<i8, Chip, Cluster, Blocks, m![J % 4, K]> = w.to_dm(&mut ctx.tdma, 0x1000);
    let w_trf: TrfTensor<i8, Chip, Cluster, Blocks, Rows, m![K]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![J % 4, K / 32], m![K % 32]>()
        .collect::<m![J % 4, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    let out: DmTensor<i32, Chip, Cluster, Blocks, m![I % 4, J % 4 # 8]> = product_stream!(ctx, a_dm, w_trf, [
        .commit(0x2000)
    ]);
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}

/// a · b with K = 256 split over two chips: chip `c` multiplies K in [128 c, 128 c + 128), then keeps
/// the rows with I / 2 % 2 = c of both partial products, added.
#[device(chip = 2)]
pub fn chip_k_split(
    ctx: &mut Context,
    a: &HbmTensor<i8, m![L / 128], m![I, L % 128]>,
    b: &HbmTensor<i8, m![L / 128], m![L % 128, J]>,
) -> HbmTensor<i32, m![I / 2 % 2], m![I / 4, I % 2, J]> {
    type Chip = m![L / 128];
    type Cluster = m![1 # 2];
    let a_dm: DmTensor<i8, Chip, Cluster, Blocks, m![I % 4, L % 128]> = a.to_dm(&mut ctx.tdma, 0);
    let b_dm: DmTensor<i8, Chip, Cluster, Blocks, m![J % 4, L % 128]> = b.to_dm(&mut ctx.tdma, 0x1000);
    let b_trf: TrfTensor<i8, Chip, Cluster, Blocks, Rows, m![L % 128]> = ctx
        .sub
        .begin(b_dm.view())
        .fetch::<i8, m![J % 4, L / 32 % 4], m![L % 32]>()
        .collect::<m![J % 4, L / 32 % 4], m![L % 32]>()
        .to_trf(TrfAddress::Full);
    let partial: DmTensor<i32, Chip, Cluster, Blocks, m![I % 4, J % 4 # 8]> = ctx
        .main
        .begin(a_dm.view())
        .fetch::<i8, m![I % 4, L / 32 % 4], m![L % 32]>()
        .collect::<m![I % 4, L / 32 % 4], m![L % 32]>()
        .align::<m![I % 4, L / 64 % 2], m![L % 64], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 4], m![J % 4 # 8]>(AccumulationKind::Interleaved)
        .commit(0x2000);
    let mine: DmTensor<i32, Chip, Cluster, Blocks, m![I % 2, J % 4 # 8]> = ctx
        .sub
        .parallel_copy_chip_slice::<2, m![I / 2 % 2], m![1 # 2, I % 2, J % 4 # 8], _, _, _, _, _, _>(partial.view(), &[0, 1]);
    let theirs: DmTensor<i32, Chip, Cluster, Blocks, m![I % 2, J % 4 # 8]> = ctx
        .sub
        .parallel_copy_chip_slice::<2, m![I / 2 % 2], m![1 # 2, I % 2, J % 4 # 8], _, _, _, _, _, _>(partial.view(), &[1, 0]);
    let swapped: DmTensor<i32, Chip, Cluster, Blocks, m![I % 2, J % 4 # 8]> =
        ctx.tdma.dm_chip_shuffle::<_, 2, _, _, _, _>(theirs.view(), &[1, 0]);
    let mut sum: DmTensor<i32, Chip, Cluster, Blocks, m![I % 2, J % 4 # 8]> = unsafe { DmTensor::from_addr(0x4000) };
    add_halves!(ctx, mine, swapped, sum);
    let reshaped: DmTensor<i32, m![I / 2 % 2], Cluster, Blocks, m![I % 2, J % 4 # 8]> = unsafe { sum.reshape() };
    reshaped.to_hbm(&mut ctx.tdma, 1 << 20)
}
