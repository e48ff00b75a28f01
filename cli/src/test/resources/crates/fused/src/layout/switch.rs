//! Passes that route through the switch network or the Transpose Engine before the Vector Engine.

use super::*;

/// Adds 1 to `x[P, T, L]` while trading the slice digit `P / 2 % 8` for the time axis `T`
/// (`InterTranspose`), the result stored in the traded layout and written back row-major.
#[device(chip = 1)]
pub fn trade_then_add(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, T, L]>) -> HbmTensor<i32, Chip, m![P, T, L]> {
    let x_dm = x.to_dm::<Cluster, m![P], m![T, L]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![P / 16, T, P % 2], m![P / 2 % 8, L]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![T], m![L]>()
        .switch::<m![P / 16, T, P % 2], m![P / 2 % 8]>(SwitchConfig::InterTranspose { slice1: 8, slice0: 2, time0: 1 })
        .collect::<m![P / 2 % 8], m![L]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 1)
        .vector_final()
        .commit(0x1000);
    y.to_hbm(&mut ctx.tdma, 1 << 24)
}

/// Doubles `x[P, T, L]` and broadcasts it to 16 copies (`Broadcast01`): slices
/// `[P / 16 | P / 4 % 4 | P % 4]` become `[P / 16 | Y]`, their two low digits moving into time.
#[device(chip = 1)]
pub fn broadcast_double(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, T, L]>) -> HbmTensor<i32, Chip, m![Y, P, T, L]> {
    let x_dm = x.to_dm::<Cluster, m![P], m![T, L]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![P / 16, Y], m![T / 2, P / 4 % 4, T % 2, P % 4, L]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![T], m![L]>()
        .switch::<m![P / 16, Y], m![T / 2, P / 4 % 4, T % 2, P % 4]>(SwitchConfig::Broadcast01 {
            slice1: 4,
            slice0: 4,
            time0: 2,
        })
        .collect::<m![T / 2, P / 4 % 4, T % 2, P % 4], m![L]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 2)
        .vector_final()
        .commit(0x1000);
    y.to_hbm(&mut ctx.tdma, 1 << 24)
}

/// ReLU while swapping the two digits of `P % 8` inside each ring of 8 slices (`CustomBroadcast`).
#[device(chip = 1)]
pub fn ring_relu(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![P, L]>) -> HbmTensor<f32, Chip, m![P, L]> {
    let x_dm = x.to_dm::<Cluster, m![P], m![L]>(&mut ctx.tdma, 0);
    let y: DmTensor<f32, Chip, Cluster, m![P / 8, P % 2, P / 2 % 4], m![L]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![L]>()
        .switch::<m![P / 8, P % 2, P / 2 % 4], m![1]>(SwitchConfig::CustomBroadcast { ring_size: 8 })
        .collect::<m![1], m![L]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpF32::Max, 0.0f32)
        .vector_final()
        .commit(0x1000);
    y.to_hbm(&mut ctx.tdma, 1 << 24)
}

/// An i8 block of `T` rows and `L` columns transposed by the Transpose Engine, then read back as
/// i32 and offset by 128 (a zero point), column-major.
#[device(chip = 1)]
pub fn transpose_widen(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![P, T, L]>) -> HbmTensor<i32, Chip, m![P, T, L]> {
    let x_dm = x.to_dm::<Cluster, m![P], m![T, L]>(&mut ctx.tdma, 0);
    let cols: DmTensor<i8, Chip, Cluster, m![P], m![L, T]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![T], m![L # 32]>()
        .collect::<m![T], m![L # 32]>()
        .transpose::<m![L], m![T # 32]>()
        .commit::<m![L, T]>(0x1000);
    let wide: DmTensor<i32, Chip, Cluster, m![P], m![L, T]> = ctx
        .main
        .begin(cols.view())
        .fetch::<i32, m![L], m![T]>()
        .collect::<m![L], m![T]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 128)
        .vector_final()
        .commit(0x2000);
    wide.to_hbm(&mut ctx.tdma, 1 << 24)
}
