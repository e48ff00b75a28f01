use furiosa_visa_std::prelude::*;

axes![A = 2048, I = 2];

type Chip = m![1];
type Cluster = m![1 # 2];

/// Binds `$sum` to `$lhs + $rhs` (i8, widened to i32) on the Vector Engine, `$n` elements of `A` a
/// slice: `$lhs` staged in DM at 0 and `$rhs` at 32 KiB, interleaved on `I`, unzipped and summed by
/// the clip zip. `zipped_sum!(ctx, lhs, rhs, 8 => sum);` then `sum.vector_final().commit(…)`.
macro_rules! zipped_sum {
    ($ctx:ident, $lhs:ident, $rhs:ident, $n:literal => $sum:ident) => {
        let lhs = $lhs.to_dm::<Cluster, m![A / $n], m![A % $n]>(&mut $ctx.tdma, 0);
        let rhs = $rhs.to_dm::<Cluster, m![A / $n], m![A % $n]>(&mut $ctx.tdma, 32 * 1024);
        let $sum = $ctx
            .main
            .begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())
            .fetch::<i32, m![I], m![A % $n]>()
            .collect::<m![I], m![A % $n]>()
            .vector_init()
            .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
            .vector_clip_zip(ClipBinaryOpI32::AddFxp);
    };
}

/// lhs + rhs, widened to i32: conformant.
#[device(chip = 1)]
pub fn add(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, Chip, m![A]>,
    rhs: &HbmTensor<i8, Chip, m![A]>,
) -> HbmTensor<i32, Chip, m![A]> {
    zipped_sum!(ctx, lhs, rhs, 8 => sum);
    let out: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = sum.vector_final().commit(64 * 1024);
    out.to_hbm(&mut ctx.tdma, 0)
}

/// As add, but with 16 elements per slice: A / 16 spreads over 128 slices, not the 256 a Slice mapping must cover.
#[device(chip = 1)]
pub fn wide_packets(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, Chip, m![A]>,
    rhs: &HbmTensor<i8, Chip, m![A]>,
) -> HbmTensor<i32, Chip, m![A]> {
    zipped_sum!(ctx, lhs, rhs, 16 => sum);
    let out: DmTensor<i32, Chip, Cluster, m![A / 16], m![A % 16]> = sum.vector_final().commit(64 * 1024);
    out.to_hbm(&mut ctx.tdma, 0)
}

/// Filters its stream (vector_filter), which the reference leaves todo!().
#[device(chip = 1)]
pub fn placed(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, Chip, m![A]>,
    rhs: &HbmTensor<i8, Chip, m![A]>,
) -> HbmTensor<i32, Chip, m![A]> {
    type Result = DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]>;
    let mut out = unsafe { Result::from_addr(64 * 1024) };
    zipped_sum!(ctx, lhs, rhs, 8 => sum);
    sum.vector_filter().vector_final().commit_view(out.view_mut());
    out.to_hbm(&mut ctx.tdma, 0)
}
