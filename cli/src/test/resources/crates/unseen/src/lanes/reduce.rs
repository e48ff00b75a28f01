//! Reductions inside a slice over a time axis between two others, and across slices with every
//! operation.

use super::*;

/// `Σ_R x[L, B, R]` (f32): `R` between `B` and the packet in time, reduced inside each slice.
#[device(chip = 1)]
pub fn sum_middle_axis(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![L, B, R]>) -> HbmTensor<f32, Chip, m![B, L]> {
    let x_dm = x.to_dm::<Cluster, m![L / 8], m![B, R, L % 8]>(&mut ctx.tdma, 0);
    let y: DmTensor<f32, Chip, Cluster, m![L / 8], m![B, L % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![B, R, L / 4 % 2], m![L % 4]>()
        .collect::<m![B, R, L / 4 % 2], m![L % 4 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![L % 4]>()
        .vector_intra_slice_reduce::<R, m![B, L / 4 % 2], m![L % 4]>(IntraSliceReduceOpF32::Add)
        .vector_pad_way8::<m![L % 4 # 8]>()
        .vector_final()
        .commit(0x4000);
    y.to_hbm(&mut ctx.tdma, 0x8000)
}

/// `min_R x[R, L]` (i32) across the four slices of `R`.
#[device(chip = 1)]
pub fn inter_min(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, L]>) -> HbmTensor<i32, Chip, m![L]> {
    let x_dm = x.to_dm::<Cluster, m![L / 32, R], m![L % 32]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![L / 32, 1 # 4], m![L % 32]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![L / 8 % 4], m![L % 8]>()
        .collect::<m![L / 8 % 4], m![L % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![L / 32, 1 # 4], m![L / 8 % 4]>(InterSliceReduceOpI32::Min)
        .vector_final()
        .commit(0x4000);
    y.to_hbm(&mut ctx.tdma, 0x8000)
}

/// `Π_R x[R, L]` (f32) across slices, then `+ 1` inside each slice (inter-slice first).
#[device(chip = 1)]
pub fn inter_product_plus(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, L]>) -> HbmTensor<f32, Chip, m![L]> {
    let x_dm = x.to_dm::<Cluster, m![L / 32, R], m![L % 32]>(&mut ctx.tdma, 0);
    let y: DmTensor<f32, Chip, Cluster, m![L / 32, 1 # 4], m![L % 32]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![L / 8 % 4], m![L % 8]>()
        .collect::<m![L / 8 % 4], m![L % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![L / 32, 1 # 4], m![L / 8 % 4]>(InterSliceReduceOpF32::Mul)
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpF32::Add, 1.0f32)
        .vector_final()
        .commit(0x4000);
    y.to_hbm(&mut ctx.tdma, 0x8000)
}

/// `max_R x[R, L]` (i32) inside each slice, `R` outermost in time, saturating add of 7 after.
#[device(chip = 1)]
pub fn intra_max_then_add(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, L]>) -> HbmTensor<i32, Chip, m![L]> {
    let x_dm = x.to_dm::<Cluster, Rows, m![R, L % 8]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, Rows, m![L % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![R, L / 4 % 2], m![L % 4]>()
        .collect::<m![R, L / 4 % 2], m![L % 4 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![L % 4]>()
        .vector_intra_slice_reduce::<R, m![L / 4 % 2], m![L % 4]>(IntraSliceReduceOpI32::Max)
        .vector_pad_way8::<m![L % 4 # 8]>()
        .vector_clip(ClipBinaryOpI32::AddFxpSat, 7)
        .vector_final()
        .commit(0x4000);
    y.to_hbm(&mut ctx.tdma, 0x8000)
}
