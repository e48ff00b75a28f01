//! Gates and merges of two activations: the pair staged in DM, interleaved, unzipped into group
//! zero (the first) and group one (the second), each group's own stages, then a zip.

use super::*;

/// `$a` and `$b` (each an [`Acts<$d>`]) interleaved on `I` and unzipped, the stages `$op` (ending
/// in a zip), committed and written to HBM result 0.
macro_rules! zipped_pass {
    ($ctx:ident, $a:ident, $b:ident, $d:ty, [$($op:tt)*]) => {{
        let a_dm = staged($ctx, $a, 0);
        let b_dm = staged($ctx, $b, 1);
        let out: Tokens<$d> = $ctx
            .main
            .begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view())
            .fetch::<$d, m![I], m![C]>()
            .collect::<m![I], m![C]>()
            .vector_init()
            .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
            $($op)*
            .vector_final()
            .commit(at::dm(2));
        out.to_hbm(&mut $ctx.tdma, at::hbm(0))
    }};
}

/// A SiLU-style gate: `a · sigmoid(b)`, the sigmoid taken in group one only.
#[device(chip = 1)]
pub fn sigmoid_gate(ctx: &mut Context, a: &Acts<f32>, b: &Acts<f32>) -> Acts<f32> {
    zipped_pass!(ctx, a, b, f32, [
        .vector_split::<m![1, C / 4], m![C % 4]>()
        .vector_fp_unary(FpUnaryOp::Sigmoid, false, true)
        .vector_fp_zip(FpBinaryOp::MulF(FpMulAlu::Mul0))
        .vector_concat::<m![1], m![C]>()
    ])
}

/// `2 a − b / 2`: each group scaled by its own constant, then subtracted.
#[device(chip = 1)]
pub fn weighted_difference(ctx: &mut Context, a: &Acts<f32>, b: &Acts<f32>) -> Acts<f32> {
    zipped_pass!(ctx, a, b, f32, [
        .vector_split::<m![1, C / 4], m![C % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32, 0.5f32)
        .vector_fp_zip(FpBinaryOp::SubF)
        .vector_concat::<m![1], m![C]>()
    ])
}

/// `min(a + 10, b)` in i32: the first raised by the fixed-point unit, the smaller kept by the clip.
#[device(chip = 1)]
pub fn raised_minimum(ctx: &mut Context, a: &Acts<i32>, b: &Acts<i32>) -> Acts<i32> {
    zipped_pass!(ctx, a, b, i32, [
        .vector_fxp(FxpBinaryOp::AddFxp, 10, ())
        .vector_clip_zip(ClipBinaryOpI32::Min)
    ])
}
