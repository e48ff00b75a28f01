//! Reductions: rows summed in a slice, then the slices' partial sums met across slices.

use super::*;

/// Reduction operations chosen at build time.
#[derive(Clone, Copy)]
enum Reduction {
    Sum,
    Peak,
}

impl Reduction {
    const fn intra(self) -> IntraSliceReduceOpF32 {
        match self {
            Reduction::Sum => IntraSliceReduceOpF32::Add,
            Reduction::Peak => IntraSliceReduceOpF32::Max,
        }
    }
}

/// Each row's sum in f32: `y[a] = Σ_r x[a, r]`.
#[device(chip = 1)]
pub fn row_sums(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A / 4, R]>) -> HbmTensor<f32, Chip, m![A / 4]> {
    reduce_rows(ctx, x, Reduction::Sum)
}

/// Each row's maximum in f32.
#[device(chip = 1)]
pub fn row_peaks(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A / 4, R]>) -> HbmTensor<f32, Chip, m![A / 4]> {
    reduce_rows(ctx, x, Reduction::Peak)
}

#[inline(always)]
fn reduce_rows(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A / 4, R]>, how: Reduction) -> HbmTensor<f32, Chip, m![A / 4]> {
    let t: HbmTensor<f32, Chip, m![R, A / 4]> = x.to_hbm(&mut ctx.tdma, 0x4000);
    let x_dm = t.to_dm::<Cluster, m![A / 8], m![R, A / 4 % 2]>(&mut ctx.tdma, 0x1000);
    let y: DmTensor<f32, Chip, Cluster, m![A / 8], m![A / 4 % 2]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![R], m![A / 4 % 2]>()
        .collect::<m![R], m![A / 4 % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A / 4 % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![1], m![A / 4 % 2 # 4]>(how.intra())
        .vector_pad_way8::<m![A / 4 % 2 # 8]>()
        .vector_final()
        .commit(0x2000);
    y.to_hbm(&mut ctx.tdma, 0x3000)
}

/// The minimum over the slices' low digit: `y[h, e] = min_l x[h, l, e]` for `A / 8 = (h, l)`.
#[device(chip = 1)]
pub fn slice_minimum(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A / 32, A % 8]> {
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);
    let y: DmTensor<i32, Chip, Cluster, m![A / 32, 1 # 4], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 32, 1 # 4], m![1]>(InterSliceReduceOpI32::Min)
        .vector_final()
        .commit(0x2000);
    y.to_hbm(&mut ctx.tdma, 0x3000)
}
