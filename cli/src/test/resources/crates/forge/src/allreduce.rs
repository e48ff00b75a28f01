//! The reduce-scatter half of an all-reduce over four chips, as the examples write it: every chip slices out
//! the quarter of the rows each chip keeps, the quarters are shuffled to their keepers, summed by
//! the clip unit, each chip left with the total of its quarter.

use super::*;

type Chips = m![Q];
/// Every chip's block: a row a slice, `L4 = 64` values a row.
type Block = DmTensor<i32, Chips, Cluster, m![R], m![G]>;
/// A quarter of a row: the 16 values of digit `G / 16` the chip keeps.
type Quarter = DmTensor<i32, Chips, Cluster, m![R], m![G % 16]>;

axes![G = 64];

/// The rounds after the chip's own quarter: which quarter each chip slices out, and where the
/// shuffle sends it (chip `i` to `route[i]`), as matmul_chip_reduce.rs of the examples pairs them.
const ROUNDS: [([usize; 4], [usize; 4]); 3] = [
    ([3, 0, 1, 2], [1, 2, 3, 0]),
    ([2, 3, 0, 1], [2, 3, 0, 1]),
    ([1, 2, 3, 0], [3, 0, 1, 2]),
];
const SUM_BASE: Address = 0x4000;
const SUM_STRIDE: Address = 0x1000;

/// Chip `c` keeps the quarter `c` of every row of `block`, its own or another chip's.
fn quarter(ctx: &mut Context, block: &Block, pick: &[usize; 4]) -> Quarter {
    ctx.sub
        .parallel_copy_chip_slice::<4, m![G / 16], m![1 # 4, G % 16], _, _, _, _, _, _>(block.view(), pick)
}

/// `Σ_q x[q, r, g]` for the quarter `g / 16 = c` on chip `c`.
fn reduce_scatter(ctx: &mut Context, block: &Block) -> Quarter {
    let mut total = quarter(ctx, block, &[0, 1, 2, 3]);
    for (round, (pick, route)) in ROUNDS.iter().enumerate() {
        let picked = quarter(ctx, block, pick);
        let arrived: Quarter = ctx.tdma.dm_chip_shuffle::<_, 4, _, _, _, _>(picked.view(), route);
        let mut sum: Quarter = unsafe { DmTensor::from_addr(SUM_BASE + SUM_STRIDE * round as Address) };
        ctx.main
            .begin_interleaved::<I, _, _, _, _, _>(total.view(), arrived.view())
            .fetch::<i32, m![G / 8 % 2, I], m![G % 8]>()
            .collect::<m![G / 8 % 2, I], m![G % 8]>()
            .vector_init()
            .vector_intra_slice_unzip::<I, m![G / 8 % 2, 1 # 2], m![G / 8 % 2]>()
            .vector_clip_zip(ClipBinaryOpI32::AddFxp)
            .vector_final()
            .commit_view(sum.view_mut());
        total = sum;
    }
    total
}

/// The reduce-scatter alone: chip `c` ends with `out[c, r, l] = Σ_q x[q, r, 16 c + l]`.
#[device(chip = 4)]
pub fn quarters_reduced(ctx: &mut Context, x: &HbmTensor<i32, Chips, m![R, G]>) -> HbmTensor<i32, m![G / 16], m![R, G % 16]> {
    let block: Block = x.to_dm(&mut ctx.tdma, 0);
    let summed = reduce_scatter(ctx, &block);
    let kept: DmTensor<i32, m![G / 16], Cluster, m![R], m![G % 16]> = unsafe { summed.reshape() };
    kept.to_hbm(&mut ctx.tdma, 0x10_0000)
}
