//! Reductions inside a slice and across slices.

use super::*;

/// `Σ_G x[G, L]`, summed across neighbouring slices (i32).
#[device(chip = 1)]
pub fn sum_groups(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![G, L / 64]>) -> HbmTensor<i32, Chip, m![L / 64]> {
    let x_dm = x.to_dm::<Cluster, m![L / 512, G, 1 # 8], m![L / 64 % 8]>(&mut ctx.tdma, 0x3000);
    let reduced: DmTensor<i32, Chip, Cluster, m![L / 512, 1 # 32], m![L / 64 % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![L / 64 % 8]>()
        .collect::<m![1], m![L / 64 % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![L / 512, 1 # 32], m![1]>(InterSliceReduceOpI32::Add)
        .vector_final()
        .commit(0x4000);
    reduced.to_hbm(&mut ctx.tdma, 0x70_0000)
}

/// `max_C x[L, C]` inside each slice (f32).
#[device(chip = 1)]
pub fn row_max(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![L / 8, C]>) -> HbmTensor<f32, Chip, m![L / 8]> {
    let x_dm = x.to_dm::<Cluster, m![L / 16], m![C, L / 8 % 2]>(&mut ctx.tdma, 0);
    let out: DmTensor<f32, Chip, Cluster, m![L / 16], m![L / 8 % 2]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![C], m![L / 8 % 2]>()
        .collect::<m![C], m![L / 8 % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![L / 8 % 2 # 4]>()
        .vector_intra_slice_reduce::<C, m![1], m![L / 8 % 2 # 4]>(IntraSliceReduceOpF32::Max)
        .vector_pad_way8::<m![L / 8 % 2 # 8]>()
        .vector_final()
        .commit(0x1000);
    out.to_hbm(&mut ctx.tdma, 0x80_0000)
}
