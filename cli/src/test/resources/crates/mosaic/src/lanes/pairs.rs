//! Two tensors interleaved on one stream and unzipped into two groups (the first tensor is group
//! zero), each group prepared on its own, then zipped.

use super::*;

/// Both tensors of a pair staged in DM, the first at slot 0 and the second at slot 1.
fn stage<D: Scalar, const FIRST: usize>(
    ctx: &mut Context,
    a: &HbmTensor<D, Chip, m![A, B]>,
    b: &HbmTensor<D, Chip, m![A, B]>,
) -> (Rows<D>, Rows<D>) {
    (a.to_dm(&mut ctx.tdma, ARENA.slot(FIRST)), b.to_dm(&mut ctx.tdma, ARENA.slot(FIRST + 1)))
}

/// `a` and `b` staged by [`stage`] from slot `$first`, interleaved on `I` as `$e` and unzipped
/// into two groups (`a` group zero), the operations `$op` in order (each group's own, then a zip),
/// committed at slot `$commit` and written to HBM at result `$result`.
/// `pair_pass!(ctx, a, b, i32, 0, 2, 0, [.vector_logic_zip(LogicBinaryOpI32::BitAnd)])` is `a & b`.
macro_rules! pair_pass {
    ($ctx:ident, $a:ident, $b:ident, $e:ty, $first:literal, $commit:literal, $result:literal, [$($op:tt)*]) => {{
        let (a_dm, b_dm) = stage::<$e, $first>($ctx, $a, $b);
        let y: Rows<$e> = $ctx
            .main
            .begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view())
            .fetch::<$e, m![A % 2, I], m![B]>()
            .collect::<m![A % 2, I], m![B]>()
            .vector_init()
            .vector_intra_slice_unzip::<I, m![A % 2, 1 # 2], m![A % 2]>()
            $($op)*
            .vector_final()
            .commit(ARENA.slot($commit));
        y.to_hbm(&mut $ctx.tdma, ARENA.result($result))
    }};
}

/// `a & b`, bit by bit.
#[device(chip = 1)]
pub fn and_pair(ctx: &mut Context, a: &HbmRows<i32>, b: &HbmRows<i32>) -> HbmRows<i32> {
    pair_pass!(ctx, a, b, i32, 0, 2, 0, [
        .vector_logic_zip(LogicBinaryOpI32::BitAnd)
    ])
}

/// `a | a`: the logic zip given group zero twice (`Mode00`), so `b` is read and dropped.
#[device(chip = 1)]
pub fn or_first_twice(ctx: &mut Context, a: &HbmRows<i32>, b: &HbmRows<i32>) -> HbmRows<i32> {
    pair_pass!(ctx, a, b, i32, 3, 0, 0, [
        .vector_logic_zip_with_mode(LogicBinaryOpI32::BitOr, BinaryArgMode::Mode00)
    ])
}

/// `b − a` in f32: group zero's sign bit flipped by the f32 logic unit (xor with `-0.0`), then
/// the clip unit's sum with its arguments swapped (`Mode10`).
#[device(chip = 1)]
pub fn sign_flip_sum(ctx: &mut Context, a: &HbmRows<f32>, b: &HbmRows<f32>) -> HbmRows<f32> {
    pair_pass!(ctx, a, b, f32, 0, 2, 1, [
        .vector_logic(LogicBinaryOpF32::BitXor, -0.0f32, ())
        .vector_clip_zip_with_mode(ClipBinaryOpF32::Add, BinaryArgMode::Mode10)
    ])
}

/// `b + b` in f32: the clip zip given group one twice (`Mode11`).
#[device(chip = 1)]
pub fn second_doubled(ctx: &mut Context, a: &HbmRows<f32>, b: &HbmRows<f32>) -> HbmRows<f32> {
    pair_pass!(ctx, a, b, f32, 0, 2, 0, [
        .vector_clip_zip_with_mode(ClipBinaryOpF32::Add, BinaryArgMode::Mode11)
    ])
}

/// `max(b, a + 1)` in i32: group zero raised by one, then the clip zip swapped (`Mode10`).
#[device(chip = 1)]
pub fn max_swapped(ctx: &mut Context, a: &HbmRows<i32>, b: &HbmRows<i32>) -> HbmRows<i32> {
    pair_pass!(ctx, a, b, i32, 0, 2, 0, [
        .vector_fxp(FxpBinaryOp::AddFxp, 1, ())
        .vector_clip_zip_with_mode(ClipBinaryOpI32::Max, BinaryArgMode::Mode10)
    ])
}

/// The four-wide f32 pair, staged like [`stage`].
fn stage_quads(ctx: &mut Context, a: &HbmQuads<f32>, b: &HbmQuads<f32>) -> (Quads<f32>, Quads<f32>) {
    (a.to_dm(&mut ctx.tdma, ARENA.slot(0)), b.to_dm(&mut ctx.tdma, ARENA.slot(1)))
}

/// `a` and `b` staged by [`stage_quads`], interleaved and unzipped as in [`pair_pass`], each
/// group split to four lanes a flit, the operations `$op` in order (back to a flit by a
/// `vector_concat` among them), committed at slot 2 and written to HBM at result 0.
macro_rules! quad_pass {
    ($ctx:ident, $a:ident, $b:ident, [$($op:tt)*]) => {{
        let (a_dm, b_dm) = stage_quads($ctx, $a, $b);
        let y: Quads<f32> = $ctx
            .main
            .begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view())
            .fetch::<f32, m![A % 2, I], m![F]>()
            .collect::<m![A % 2, I], m![F # 8]>()
            .vector_init()
            .vector_intra_slice_unzip::<I, m![A % 2, 1 # 2], m![A % 2]>()
            .vector_split::<m![A % 2, 1 # 2], m![F]>()
            $($op)*
            .vector_final()
            .commit(ARENA.slot(2));
        y.to_hbm(&mut $ctx.tdma, ARENA.result(0))
    }};
}

/// `(2a + 1) · (b / 2 − 1)`: a fused multiply-add per group, then the product (a sum would need
/// the FMA unit a second time).
#[device(chip = 1)]
pub fn fma_each_then_multiply(ctx: &mut Context, a: &HbmQuads<f32>, b: &HbmQuads<f32>) -> HbmQuads<f32> {
    quad_pass!(ctx, a, b, [
        .vector_fp_ternary(FpTernaryOp::FmaF, (2.0f32, 1.0f32), (0.5f32, -1.0f32))
        .vector_fp_zip(FpBinaryOp::MulF(FpMulAlu::Mul0))
        .vector_concat::<m![A % 2], m![F # 8]>()
    ])
}

/// `(a · a + 1) · b`: group zero through `fma(a, a, 1)` (`Mode002`: the stream twice, then the
/// second operand), group one passed as it is, then the product.
#[device(chip = 1)]
pub fn fma_mode_product(ctx: &mut Context, a: &HbmQuads<f32>, b: &HbmQuads<f32>) -> HbmQuads<f32> {
    quad_pass!(ctx, a, b, [
        .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode002, (0.0f32, 1.0f32), ())
        .vector_fp_zip(FpBinaryOp::MulF(FpMulAlu::Mul0))
        .vector_concat::<m![A % 2], m![F # 8]>()
    ])
}

/// `a / 2 + b / 4`: each group divided by its own constant, widened back to a flit (the divider
/// comes after the float ALUs, so the sum is the clip unit's).
#[device(chip = 1)]
pub fn halves_and_quarters(ctx: &mut Context, a: &HbmQuads<f32>, b: &HbmQuads<f32>) -> HbmQuads<f32> {
    quad_pass!(ctx, a, b, [
        .vector_fp_div(FpDivBinaryOp::DivF, 2.0f32, 4.0f32)
        .vector_concat::<m![A % 2], m![F # 8]>()
        .vector_clip_zip(ClipBinaryOpF32::Add)
    ])
}

/// `a / 8 − b`: group one negated, group zero divided by 8 with the stream as the dividend
/// (`Mode01`), then the clip unit's sum.
#[device(chip = 1)]
pub fn eighth_minus(ctx: &mut Context, a: &HbmQuads<f32>, b: &HbmQuads<f32>) -> HbmQuads<f32> {
    quad_pass!(ctx, a, b, [
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), (), -1.0f32)
        .vector_fp_div_with_mode(FpDivBinaryOp::DivF, BinaryArgMode::Mode01, 8.0f32, ())
        .vector_concat::<m![A % 2], m![F # 8]>()
        .vector_clip_zip(ClipBinaryOpF32::Add)
    ])
}

/// Meant as `(2a + 1) + (b / 2 − 1)`: the sum is the FMA unit's too, which the ternary has taken,
/// and the reference's `use_alu` panics.
#[device(chip = 1)]
pub fn fma_each_then_add(ctx: &mut Context, a: &HbmQuads<f32>, b: &HbmQuads<f32>) -> HbmQuads<f32> {
    quad_pass!(ctx, a, b, [
        .vector_fp_ternary(FpTernaryOp::FmaF, (2.0f32, 1.0f32), (0.5f32, -1.0f32))
        .vector_fp_zip(FpBinaryOp::AddF)
        .vector_concat::<m![A % 2], m![F # 8]>()
    ])
}
