//! Reductions of columns: their product across slices, their smallest word inside a slice.

use crate::layout::*;

axes![
    R = 4,   // rows reduced inside a slice, one a time step
    S = 8,   // rows reduced across neighbouring slices
    K = 512, // columns
];

/// The columns of `$x` (a `DmTensor<$d, …>` holding four words a packet, `$time` the time steps)
/// streamed from `vector_init` through `$reduce` (a reduction and what must come before it), the
/// unconditional branch, the four-way stages `$four` and the eight-way stages `$eight`, committed as
/// `$out` and written back.
macro_rules! column_pass {
    ($ctx:ident, $x:ident, $d:ty, $time:ty, $out:ty, [$($reduce:tt)*], [$($four:tt)*], [$($eight:tt)*]) => {{
        let reduced: $out = $ctx
            .main
            .begin($x.view())
            .fetch::<$d, $time, m![K % 4]>()
            .collect::<$time, m![K % 4 # 8]>()
            .vector_init()
            $($reduce)*
            .vector_trim_way4::<m![K % 4]>()
            $($four)*
            .vector_pad_way8::<m![K % 4 # 8]>()
            $($eight)*
            .vector_final()
            .commit(DONE);
        reduced.to_hbm(&mut $ctx.tdma, BACK)
    }};
}

/// `Π_S x[S, K] / 4`: each column's eight f32 rows, on neighbouring slices, multiplied across
/// the slices, then a quarter of the product.
#[device(chip = 1)]
pub fn column_product_quartered(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![S, K]>) -> HbmTensor<f32, Chip, m![K]> {
    let spread = x.to_dm::<Cluster, m![K / 16, S], m![K % 16]>(&mut ctx.tdma, STAGE);
    column_pass!(ctx, spread, f32, m![K / 4 % 4], DmTensor<f32, Chip, Cluster, m![K / 16, 1 # 8], m![K % 16]>, [
        .vector_inter_slice_reduce::<m![K / 16, 1 # 8], m![K / 4 % 4]>(InterSliceReduceOpF32::Mul)
        .vector_intra_slice_branch(BranchMode::Unconditional)
    ], [
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), 0.25f32)
    ], [])
}

/// `max(min_R x[R, K], −100)`: each column's four i32 rows, one a time step, reduced to their
/// minimum inside the slice, floored at −100.
#[device(chip = 1)]
pub fn column_min_floored(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, K]>) -> HbmTensor<i32, Chip, m![K]> {
    let rows = x.to_dm::<Cluster, m![K / 8, 1 # 4], m![R, K % 8]>(&mut ctx.tdma, STAGE);
    column_pass!(ctx, rows, i32, m![R, K / 4 % 2], DmTensor<i32, Chip, Cluster, m![K / 8, 1 # 4], m![K % 8]>, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
    ], [
        .vector_intra_slice_reduce::<R, m![K / 4 % 2], m![K % 4]>(IntraSliceReduceOpI32::Min)
    ], [
        .vector_clip(ClipBinaryOpI32::Max, -100)
    ])
}
