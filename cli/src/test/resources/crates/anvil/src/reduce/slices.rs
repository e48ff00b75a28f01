//! The largest of sixteen groups, each group on its own sixteen slices: an inter-slice
//! reduction whose result every group's slices hold, one copy written out as bf16.

use super::*;

axes![
    G = 16, // groups, across the slices
    V = 16, // rows of a group, one a slice
    C = 8,  // values of a row
    Z = 16, // copies of the reduced rows
];

/// `out[v, c] = max_g x[g, v, c]` rounded to bf16 (`op` the reduction), copy `pick` of the
/// reduced rows.
fn across_groups(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![G, V, C]>, op: InterSliceReduceOpF32, pick: usize) -> HbmTensor<bf16, Chip, m![V, C]> {
    let x_dm: DmTensor<f32, Chip, Cluster, m![G, V], m![C]> = x.to_dm(&mut ctx.tdma, at::dm(0));
    let reduced: DmTensor<bf16, Chip, Cluster, m![Z, V], m![C]> = lanes!(ctx, x_dm, f32, m![1], m![C], [
        .vector_inter_slice_reduce::<m![Z, V], m![1]>(op)
    ] .cast::<bf16, m![C # 16]>().commit::<m![C]>(at::dm(1)));
    let mut out = unsafe { HbmTensor::<bf16, Chip, m![V, C]>::from_addr(at::hbm(0)) };
    reduced
        .view()
        .slice_tile::<m![Z], 1, m![1 # 16, V]>(pick)
        .to_hbm_view(&mut ctx.tdma, out.view_mut());
    out
}

/// The largest value of each place over the groups, `max_g x[g, v, c]`, as bf16.
#[device(chip = 1)]
pub fn group_peak_bf16(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![G, V, C]>) -> HbmTensor<bf16, Chip, m![V, C]> {
    across_groups(ctx, x, InterSliceReduceOpF32::Max, 4)
}

/// The sum of each place over the groups, `Σ_g x[g, v, c]`, as bf16.
#[device(chip = 1)]
pub fn group_total_bf16(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![G, V, C]>) -> HbmTensor<bf16, Chip, m![V, C]> {
    across_groups(ctx, x, InterSliceReduceOpF32::Add, 15)
}
