// Binary addition of two i8 tensors of 2048 elements into i32, after the reference crate's
// binary_add: both tensors sit in DM with one layout (8 elements per slice); begin_interleaved
// fetches them as one tensor with a new axis I (I = 0 is lhs, I = 1 is rhs), widening to i32;
// the Vector Engine unzips the two groups by I and vector_clip_zip adds them.
//
//   binary_add_2048     lhs + rhs            (ClipBinaryOpI32::AddFxp)
//   binary_sub_2048     rhs - lhs in f32     (fxp_to_fp, split to 4 lanes, FpBinaryOp::SubF in Mode10)
use furiosa_visa_std::prelude::*;

axes![A = 2048, I = 2];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn binary_add_2048(
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

#[device(chip = 1)]
pub fn binary_sub_2048(
    ctx: &mut Context,
    lhs: &HbmTensor<i32, Chip, m![A]>,
    rhs: &HbmTensor<i32, Chip, m![A]>,
) -> HbmTensor<f32, Chip, m![A]> {
    let lhs = lhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);
    let rhs = rhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 32 * 1024);

    let out: DmTensor<f32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())
        .fetch::<i32, m![I], m![A % 8]>()
        .collect::<m![I], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_fxp_to_fp(31)
        .vector_split::<m![A % 8 / 4], m![A % 4]>()
        .vector_fp_zip_with_mode(FpBinaryOp::SubF, BinaryArgMode::Mode10)
        .vector_concat::<m![1], m![A % 8]>()
        .vector_final()
        .commit(64 * 1024);

    out.to_hbm(&mut ctx.tdma, 0)
}
