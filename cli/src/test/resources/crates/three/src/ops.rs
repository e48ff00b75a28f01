use furiosa_visa_std::prelude::*;

axes![A = 2048, I = 2];

type Chip = m![1];
type Cluster = m![1 # 2];

/// lhs + rhs, widened to i32: conformant.
#[device(chip = 1)]
pub fn add(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, Chip, m![A]>,
    rhs: &HbmTensor<i8, Chip, m![A]>,
) -> HbmTensor<i32, Chip, m![A]> {
    let lhs = lhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);
    let rhs = rhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 32 * 1024);
    let out: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())
        .fetch::<i32, m![I], m![A % 8]>()
        .collect::<m![I], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit(64 * 1024);
    out.to_hbm(&mut ctx.tdma, 0)
}

/// As add, but with 16 elements per slice: A / 16 spreads over 128 slices, not the 256 a Slice mapping must cover.
#[device(chip = 1)]
pub fn wide_packets(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, Chip, m![A]>,
    rhs: &HbmTensor<i8, Chip, m![A]>,
) -> HbmTensor<i32, Chip, m![A]> {
    let lhs = lhs.to_dm::<Cluster, m![A / 16], m![A % 16]>(&mut ctx.tdma, 0);
    let rhs = rhs.to_dm::<Cluster, m![A / 16], m![A % 16]>(&mut ctx.tdma, 32 * 1024);
    let out: DmTensor<i32, Chip, Cluster, m![A / 16], m![A % 16]> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())
        .fetch::<i32, m![I], m![A % 16]>()
        .collect::<m![I], m![A % 16]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit(64 * 1024);
    out.to_hbm(&mut ctx.tdma, 0)
}

/// Filters its stream (vector_filter), which the reference leaves todo!().
#[device(chip = 1)]
pub fn placed(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, Chip, m![A]>,
    rhs: &HbmTensor<i8, Chip, m![A]>,
) -> HbmTensor<i32, Chip, m![A]> {
    let lhs = lhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);
    let rhs = rhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 32 * 1024);
    type Result = DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]>;
    let mut out = unsafe { Result::from_addr(64 * 1024) };
    ctx.main
        .begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())
        .fetch::<i32, m![I], m![A % 8]>()
        .collect::<m![I], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_filter()
        .vector_final()
        .commit_view(out.view_mut());
    out.to_hbm(&mut ctx.tdma, 0)
}
