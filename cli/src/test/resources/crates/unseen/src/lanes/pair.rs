//! Two inputs interleaved on one stream, each group prepared on its own, then zipped.

use super::*;

/// The i32 inputs and output of a pair pass, `L` in HBM.
type I32s = HbmTensor<i32, Chip, m![L]>;
/// The f32 inputs and output of a pair pass.
type F32s = HbmTensor<f32, Chip, m![L]>;

/// Stages both inputs one flit a slice.
fn stage_pair<D: Scalar>(
    ctx: &mut Context,
    lhs: &HbmTensor<D, Chip, m![L]>,
    rhs: &HbmTensor<D, Chip, m![L]>,
) -> (DmTensor<D, Chip, Cluster, Rows, m![L % 8]>, DmTensor<D, Chip, Cluster, Rows, m![L % 8]>) {
    (lhs.to_dm(&mut ctx.tdma, 0x1000), rhs.to_dm(&mut ctx.tdma, 0x2000))
}

/// `lhs` and `rhs` staged by `stage_pair`, interleaved on `I` as `$e` and unzipped into two
/// groups, the operations `$op` in order (each group's own, then a zip), committed at 0x3000 and
/// written to HBM at 0x4000. `zip_pass!(ctx, lhs, rhs, i32, [.vector_fxp_zip(FxpBinaryOp::AddFxp)])`
/// is `lhs + rhs`.
macro_rules! zip_pass {
    ($ctx:ident, $lhs:ident, $rhs:ident, $e:ty, [$($op:tt)*]) => {{
        let (l, r) = stage_pair($ctx, $lhs, $rhs);
        let y: DmTensor<$e, Chip, Cluster, Rows, m![L % 8]> = $ctx
            .main
            .begin_interleaved::<I, _, _, _, _, _>(l.view(), r.view())
            .fetch::<$e, m![I], m![L % 8]>()
            .collect::<m![I], m![L % 8]>()
            .vector_init()
            .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
            $($op)*
            .vector_final()
            .commit(0x3000);
        y.to_hbm(&mut $ctx.tdma, 0x4000)
    }};
}

/// `lhs − rhs` by the fixed-point zip (i32, wrapping).
#[device(chip = 1)]
pub fn zip_sub(ctx: &mut Context, lhs: &I32s, rhs: &I32s) -> I32s {
    zip_pass!(ctx, lhs, rhs, i32, [
        .vector_fxp_zip(FxpBinaryOp::SubFxp)
    ])
}

/// `rhs − lhs` by the same zip with its arguments swapped (`Mode10`).
#[device(chip = 1)]
pub fn zip_sub_swapped(ctx: &mut Context, lhs: &I32s, rhs: &I32s) -> I32s {
    zip_pass!(ctx, lhs, rhs, i32, [
        .vector_fxp_zip_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode10)
    ])
}

/// `max(lhs & 0xFF, rhs ^ 1)`: each group masked by its own logic operand, then the clip zip.
#[device(chip = 1)]
pub fn masked_max(ctx: &mut Context, lhs: &I32s, rhs: &I32s) -> I32s {
    zip_pass!(ctx, lhs, rhs, i32, [
        .vector_logic(LogicBinaryOpI32::BitAnd, 0xFF, ())
        .vector_logic(LogicBinaryOpI32::BitXor, (), 1)
        .vector_clip_zip(ClipBinaryOpI32::Max)
    ])
}

/// `lhs / rhs` in f32 by the float zip after a split of each flit into two halves.
#[device(chip = 1)]
pub fn zip_divide(ctx: &mut Context, lhs: &F32s, rhs: &F32s) -> F32s {
    zip_pass!(ctx, lhs, rhs, f32, [
        .vector_split::<m![L / 4 % 2], m![L % 4]>()
        .vector_fp_zip(FpBinaryOp::DivF)
        .vector_concat::<m![1], m![L % 8]>()
    ])
}

/// `2·lhs + rhs` (f32): group 0 doubled by the ternary, group 1 untouched, the float zip adds.
#[device(chip = 1)]
pub fn double_left_add(ctx: &mut Context, lhs: &F32s, rhs: &F32s) -> F32s {
    zip_pass!(ctx, lhs, rhs, f32, [
        .vector_split::<m![L / 4 % 2], m![L % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32, ())
        .vector_fp_zip(FpBinaryOp::AddF)
        .vector_concat::<m![1], m![L % 8]>()
    ])
}
