//! Two tiles of one tensor interleaved on one stream.

use super::*;

/// `out[l] = x[l] + x[l + 2048]` for `l < 2048`: the two halves of `L` in DM are element tiles of
/// one tensor, interleaved by `begin_interleaved` and added by the zip.
#[device(chip = 1)]
pub fn fold_halves(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L % 2048]> {
    let x_dm = x.to_dm::<Cluster, m![L / 8 % 256], m![L / 2048, L % 8]>(&mut ctx.tdma, 0);
    let low = x_dm.view().tile::<m![L / 2048], 1, m![1 # 2, L % 8]>(0);
    let high = x_dm.view().tile::<m![L / 2048], 1, m![1 # 2, L % 8]>(1);
    let out: DmTensor<i32, Chip, Cluster, m![L / 8 % 256], m![L % 8]> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(low, high)
        .fetch::<i32, m![I], m![L % 8]>()
        .collect::<m![I], m![L % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit(0x1000);
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}
