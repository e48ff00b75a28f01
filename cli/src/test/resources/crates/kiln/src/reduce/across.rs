//! Reductions over the slices: four groups of tokens reduced into one by the reduce unit, then
//! finished by the arithmetic units.

use super::*;

axes![G = 4, V = 64];

/// The groups `G` on the slices beside `V`, a token's channels a flit.
type Grouped<D> = DmTensor<D, Chip, Cluster, m![V, G], m![C]>;
/// One group's worth of slices left after the reduction.
type Reduced<D> = DmTensor<D, Chip, Cluster, m![V, 1 # 4], m![C]>;

/// `$x` (an `HbmTensor<$d, Chip, m![G, V, C]>`) staged in DM, reduced over `G` by `$op`, then `$then`
/// after the branch, and written to HBM result 0 as `[V, C]`.
macro_rules! across_groups {
    ($ctx:ident, $x:ident, $d:ty, $op:expr, [$($then:tt)*]) => {{
        let x_dm: Grouped<$d> = $x.to_dm(&mut $ctx.tdma, at::dm(0));
        let out: Reduced<$d> = token_pass!($ctx, x_dm, $d, [
            .vector_inter_slice_reduce::<m![V, 1 # 4], m![1]>($op)
            .vector_intra_slice_branch(BranchMode::Unconditional)
            $($then)*
        ] .commit(at::dm(1)));
        out.to_hbm(&mut $ctx.tdma, at::hbm(0))
    }};
}

/// The mean of the four groups in f32: their sum by the reduce unit, a quarter of it by the float unit.
#[device(chip = 1)]
pub fn group_mean(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![G, V, C]>) -> HbmTensor<f32, Chip, m![V, C]> {
    across_groups!(ctx, x, f32, InterSliceReduceOpF32::Add, [
        .vector_split::<m![C / 4], m![C % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.25f32)
        .vector_concat::<m![1], m![C]>()
    ])
}

/// The least of the four groups in i32, less 3.
#[device(chip = 1)]
pub fn group_floor(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![G, V, C]>) -> HbmTensor<i32, Chip, m![V, C]> {
    across_groups!(ctx, x, i32, InterSliceReduceOpI32::Min, [.vector_fxp(FxpBinaryOp::SubFxp, 3)])
}
