//! One input, one vector pass.

use super::*;

/// `3·x − 5` on every element of `L` (i32, wrapping).
#[device(chip = 1)]
pub fn scale_shift(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    let x_dm = x.to_dm::<Cluster, m![L / 16], m![L % 16]>(&mut ctx.tdma, 0x800);
    let y: DmTensor<i32, Chip, Cluster, m![L / 16], m![L % 16]> =
        lane_pass!(ctx, x_dm, i32, m![L % 16 / 8], m![L % 8], m![L % 8], [
            .vector_fxp(FxpBinaryOp::MulInt, 3)
            .vector_fxp(FxpBinaryOp::SubFxp, 5)
            .vector_final()
            .commit(0x1_0800)
        ]);
    y.to_hbm(&mut ctx.tdma, 0x20_0000)
}

/// `max(x, 0)` in f32.
#[device(chip = 1)]
pub fn relu(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![L]>) -> HbmTensor<f32, Chip, m![L]> {
    let staged = x.to_dm::<Cluster, m![L / 16], m![L % 16]>(&mut ctx.tdma, 0);
    let out: DmTensor<f32, Chip, Cluster, m![L / 16], m![L % 16]> =
        lane_pass!(ctx, staged, f32, m![L / 8 % 2], m![L % 8], m![L % 8], [
            .vector_clip(ClipBinaryOpF32::Max, 0.0f32)
            .vector_final()
            .commit(0x1_0000)
        ]);
    out.to_hbm(&mut ctx.tdma, 0x30_0000)
}

/// `x + b[c]`: the bias row sits in the vector register file, one copy per slice.
#[device(chip = 1)]
pub fn add_bias(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![G, C, L / 16]>,
    b: &HbmTensor<i32, Chip, m![C]>,
) -> HbmTensor<i32, Chip, m![G, C, L / 16]> {
    let x_dm = x.to_dm::<Cluster, m![L / 16], m![G, C]>(&mut ctx.tdma, 0);
    let b_dm = b.to_dm::<Cluster, m![L / 16], m![C]>(&mut ctx.tdma, 0x2000);
    let b_vrf: VrfTensor<i32, Chip, Cluster, m![L / 16], m![C]> = ctx
        .sub
        .begin(b_dm.view())
        .fetch::<i32, m![1], m![C]>()
        .collect::<m![1], m![C]>()
        .to_vrf(0);
    let sum: DmTensor<i32, Chip, Cluster, m![L / 16], m![G, C]> =
        lane_pass!(ctx, x_dm, i32, m![G], m![C], m![C], [
            .vector_fxp(FxpBinaryOp::AddFxp, &b_vrf)
            .vector_final()
            .commit(0x4000)
        ]);
    sum.to_hbm(&mut ctx.tdma, 0x40_0000)
}
