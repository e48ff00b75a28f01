//! Columns reduced across slices: the four rows of each column on neighbouring slices.

use super::*;

axes![R = 4, C = 512];

/// Columns spread eight a slice, the four reduced rows `R` on neighbouring slices.
type Spread<D> = DmTensor<D, Chip, Cluster, m![C / 8, R], m![C % 8]>;
/// One result per column, the reduced slices padded.
type Reduced<D> = DmTensor<D, Chip, Cluster, m![C / 8, 1 # 4], m![C % 8]>;

/// `$x` spread at slot 0, its four rows reduced across the slices by `$reduce`, then the stages
/// `$op` after the unconditional branch, committed at slot 1 as `Reduced<$d>` and written to HBM at
/// result 0. `column_kernel!(ctx, x, i32, InterSliceReduceOpI32::Max, [])` is each column's largest row.
macro_rules! column_kernel {
    ($ctx:ident, $x:ident, $d:ty, $reduce:expr, [$($op:tt)*]) => {{
        let x_dm: Spread<$d> = $x.to_dm(&mut $ctx.tdma, SLOTS.at(0));
        let y: Reduced<$d> = $ctx
            .main
            .begin(x_dm.view())
            .fetch::<$d, m![1], m![C % 8]>()
            .collect::<m![1], m![C % 8]>()
            .vector_init()
            .vector_inter_slice_reduce::<m![C / 8, 1 # 4], m![1]>($reduce)
            .vector_intra_slice_branch(BranchMode::Unconditional)
            $($op)*
            .vector_final()
            .commit(SLOTS.at(1));
        y.to_hbm(&mut $ctx.tdma, RESULTS.at(0))
    }};
}

/// The mean of each column's four rows, rounded down: the saturating sum across the
/// slices, then `>> 2` (arithmetic).
#[device(chip = 1)]
pub fn column_mean(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, C]>) -> HbmTensor<i32, Chip, m![C]> {
    column_kernel!(ctx, x, i32, InterSliceReduceOpI32::AddSat, [.vector_fxp(FxpBinaryOp::ArithRightShift, 2)])
}

/// The smallest of each column's four rows, negated: `0 − min`
/// (`SubFxp` with the constant first, `Mode10`).
#[device(chip = 1)]
pub fn column_min_negated(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, C]>) -> HbmTensor<i32, Chip, m![C]> {
    column_kernel!(ctx, x, i32, InterSliceReduceOpI32::Min, [
        .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode10, 0)
    ])
}

/// The product of each column's four f32 rows, then `sin` of it.
#[device(chip = 1)]
pub fn column_product_sine(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, C]>) -> HbmTensor<f32, Chip, m![C]> {
    column_kernel!(ctx, x, f32, InterSliceReduceOpF32::Mul, [
        .vector_split::<m![C / 4 % 2], m![C % 4]>()
        .vector_fp_unary(FpUnaryOp::Sin)
        .vector_concat::<m![1], m![C % 8]>()
    ])
}
