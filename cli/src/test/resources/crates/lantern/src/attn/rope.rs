//! A rotary embedding's rotation of each pair `(a, b)` of hidden values by one angle: the real
//! part `a·cos − b·sin` and the imaginary part `a·sin + b·cos`, each group of the interleaved pair
//! scaled by its own constant, then the two groups combined.

use super::*;

/// The cosine and sine of the rotation: a 3-4-5 triangle, exact in f32 to a few ulps.
pub const COS: f32 = 0.8;
pub const SIN: f32 = 0.6;

/// The real part of `(a + ib)·(cos + i sin)`: `a·cos − b·sin`.
#[device(chip = 1)]
pub fn rotate_real(ctx: &mut Context, a: &Hidden<f32>, b: &Hidden<f32>) -> Hidden<f32> {
    paired_f32!(ctx, a, b, [], [
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), COS, SIN)
        .vector_fp_zip(FpBinaryOp::SubF)
    ], [])
}

/// The imaginary part of `(a + ib)·(cos + i sin)`: `a·sin + b·cos`.
#[device(chip = 1)]
pub fn rotate_imag(ctx: &mut Context, a: &Hidden<f32>, b: &Hidden<f32>) -> Hidden<f32> {
    paired_f32!(ctx, a, b, [], [
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), SIN, COS)
        .vector_fp_zip(FpBinaryOp::AddF)
    ], [])
}
