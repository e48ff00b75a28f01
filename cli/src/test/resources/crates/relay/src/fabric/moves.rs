//! Moves the fabric's kernels share.

use crate::signal::axes::*;
use furiosa_visa_std::prelude::*;

/// A band `x[b, n, h]` with `b` across the two clusters of one chip.
pub(crate) type Band = DmTensor<i32, m![1], m![B], m![N], m![H]>;

/// The half of each cluster's band that `pattern[c]` picks for cluster `c`: the band's top axis
/// `H / 8` is sliced away (examples' matmul_cluster_reduce.rs:82).
pub(crate) fn band_half(ctx: &mut Context, band: &Band, pattern: &[usize]) -> DmTensor<i32, m![1], m![B], m![N], m![H % 8]> {
    ctx.sub
        .parallel_copy_cluster_slice::<2, m![H / 8], m![1 # 2, H % 8], _, _, _, _, _, _>(band.view(), pattern)
}

/// Every chip's block handed one chip down: chip `q` receives chip `(q + 1) mod 4`'s block,
/// the pattern naming each chip's source (context.rs:179).
pub(crate) fn pass_along<D: Scalar, Slice: M, Element: M>(
    ctx: &mut Context,
    x: &DmTensor<D, m![Q], m![1 # 2], Slice, Element>,
) -> DmTensor<D, m![Q], m![1 # 2], Slice, Element> {
    ctx.tdma.dm_chip_shuffle::<_, 4, _, _, _, _>(x.view(), &[1, 2, 3, 0])
}

/// A block of rows on each of the four chips, one row a slice.
pub(crate) type Ring<D> = DmTensor<D, m![Q], m![1 # 2], m![N], m![L]>;

/// `a + b` row by row on every chip: the two read interleaved, unzipped and added by the clip unit.
pub(crate) fn ring_add(ctx: &mut Context, a: &Ring<i32>, b: &Ring<i32>, at: Address) -> Ring<i32> {
    ctx.main
        .begin_interleaved::<I, _, _, _, _, _>(a.view(), b.view())
        .fetch::<i32, m![I], m![L]>()
        .collect::<m![I], m![L]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit(at)
}
