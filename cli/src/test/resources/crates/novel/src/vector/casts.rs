//! Element type casts: widening fetches (i8 → i32, bf16 → f32) and the narrowing stream casts
//! (i32 → i8, f32 → bf16) after the Vector Engine and straight after collect.

use super::*;

/// `x + 3` computed in i32 and brought back to i8 (wrapping, as i32 → i8 keeps the low byte).
#[device(chip = 1)]
pub fn widen_add_narrow(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![L]>) -> HbmTensor<i8, Chip, m![L]> {
    let x_dm = x.to_dm::<Cluster, m![L / 16], m![L % 16]>(&mut ctx.tdma, 0);
    let y: DmTensor<i8, Chip, Cluster, m![L / 16], m![L % 16 / 8, L % 8 # 16]> =
        lane_pass!(ctx, x_dm, i32, m![L % 16 / 8], m![L % 8], m![L % 8], [
            .vector_fxp(FxpBinaryOp::AddFxp, 3)
            .vector_final()
            .cast::<i8, m![L % 8 # 32]>()
            .commit(0x1000)
        ]);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}

/// `2·x` on bf16 data, fetched as f32 and rounded back to bf16 after the multiplication.
#[device(chip = 1)]
pub fn widen_scale_narrow(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![L]>) -> HbmTensor<bf16, Chip, m![L]> {
    let x_dm = x.to_dm::<Cluster, m![L / 16], m![L % 16]>(&mut ctx.tdma, 0);
    let y: DmTensor<bf16, Chip, Cluster, m![L / 16], m![L % 16]> =
        lane_pass!(ctx, x_dm, f32, m![L % 16 / 4], m![L % 4], m![L % 4 # 8], [
            .vector_trim_way4::<m![L % 4]>()
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32)
            .vector_pad_way8::<m![L % 4 # 8]>()
            .vector_final()
            .cast::<bf16, m![L % 4 # 16]>()
            .commit(0x1000)
        ]);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}

/// f32 to bf16 and i32 to i8 with no Vector Engine pass: the cast follows collect.
#[device(chip = 1)]
pub fn narrow_after_collect(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![L]>) -> HbmTensor<bf16, Chip, m![L]> {
    let x_dm = x.to_dm::<Cluster, m![L / 16], m![L % 16]>(&mut ctx.tdma, 0);
    let y: DmTensor<bf16, Chip, Cluster, m![L / 16], m![L % 16]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![L % 16 / 8], m![L % 8]>()
        .collect::<m![L % 16 / 8], m![L % 8]>()
        .cast::<bf16, m![L % 8 # 16]>()
        .commit(0x1000);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
