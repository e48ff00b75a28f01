//! Copies of a signal folded across the slices by the reduce unit.

use super::*;

/// The copies `x[r, a]` laid on neighbouring slices, eight values a slice.
type Copies<D> = DmTensor<D, Chip, Cluster, m![A / 8, R], m![A % 8]>;

/// `Σ_r x[r, a]`, summed in f32 and narrowed to bf16.
#[device(chip = 1)]
pub fn slice_total_bf16(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, A]>) -> HbmTensor<bf16, Chip, m![A]> {
    let x_dm: Copies<f32> = x.to_dm(&mut ctx.tdma, 0x1000);
    let total: DmTensor<bf16, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpF32::Add)
        .vector_final()
        .cast::<bf16, m![A % 8 # 16]>()
        .commit(0x2000);
    total.to_hbm(&mut ctx.tdma, 0x3000)
}

/// `max_r x[r, a] + 7`: the reduce unit first, then the arithmetic unit on its result.
#[device(chip = 1)]
pub fn slice_peak_lifted_i32(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm: Copies<i32> = x.to_dm(&mut ctx.tdma, 0x1000);
    let peak: DmTensor<i32, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::Max)
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 7)
        .vector_final()
        .commit(0x2000);
    peak.to_hbm(&mut ctx.tdma, 0x3000)
}

/// `Σ_r x[w, r, t, p]` for every window: the taps `T`, read along time, take the reduced copies'
/// place among the slices (vector_engine/reduce.rs:317 of the examples).
#[device(chip = 1)]
pub fn window_sums_f32(
    ctx: &mut Context,
    x: &HbmTensor<f32, Chip, m![W, R, T, P]>,
) -> HbmTensor<f32, Chip, m![W, T, P]> {
    let x_dm: DmTensor<f32, Chip, Cluster, m![W, R], m![T, P]> = x.to_dm(&mut ctx.tdma, 0x1000);
    let sums: DmTensor<f32, Chip, Cluster, m![W, T], m![P]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![T], m![P]>()
        .collect::<m![T], m![P]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![W, T], m![1]>(InterSliceReduceOpF32::Add)
        .vector_final()
        .commit(0x2000);
    sums.to_hbm(&mut ctx.tdma, 0x3000)
}
