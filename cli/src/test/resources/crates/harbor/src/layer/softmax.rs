//! Softmax over the hidden axis by the negated exponential: `exp(x − max)` computed as
//! `negexp(max − x)`, the subtraction with the maximum first (`Mode10`).

use super::*;

/// `negexp(max − x)` of each row, then `$op`, then `$end`.
macro_rules! shifted_exp {
    ($ctx:ident, $x:ident, $max:ident, [$($op:tt)*] $($end:tt)*) => {
        hidden_pass!($ctx, $x, [
            .vector_fp_binary_with_mode(FpBinaryOp::SubF, BinaryArgMode::Mode10, &$max)
            .vector_fp_unary(FpUnaryOp::NegExp)
            $($op)*
        ] $($end)*)
    };
}

/// Softmax of each token's row: the row's maximum in the VRF, the sum of the shifted exponentials
/// in the VRF, then each shifted exponential divided by the sum.
#[device(chip = 1)]
pub fn softmax_negexp(ctx: &mut Context, x: &HbmTokens) -> HbmTokens {
    let x_dm: Tokens = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let row_max: TokenVrf = hidden_pass!(ctx, x_dm, [
        .vector_intra_slice_reduce::<H, m![1], m![T % 4]>(IntraSliceReduceOpF32::Max)
    ] .to_vrf(0));
    let total: TokenVrf = shifted_exp!(ctx, x_dm, row_max, [
        .vector_intra_slice_reduce::<H, m![1], m![T % 4]>(IntraSliceReduceOpF32::Add)
    ] .to_vrf(16));
    let p: Tokens = shifted_exp!(ctx, x_dm, row_max, [
        .vector_fp_div(
            FpDivBinaryOp::DivF.with_mode(BinaryArgMode::Mode01),
            ArrayVec::new([VeBranchOperand::always(VeRhs::vrf(&total))]),
        )
    ] .commit(SLOTS.at(1)));
    p.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}

/// Each row less its maximum (`x − max`, all values at most zero), by the same `Mode10`
/// subtraction negated by a multiply.
#[device(chip = 1)]
pub fn minus_row_max(ctx: &mut Context, x: &HbmTokens) -> HbmTokens {
    let x_dm: Tokens = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let row_max: TokenVrf = hidden_pass!(ctx, x_dm, [
        .vector_intra_slice_reduce::<H, m![1], m![T % 4]>(IntraSliceReduceOpF32::Max)
    ] .to_vrf(0));
    let shifted: Tokens = hidden_pass!(ctx, x_dm, [
        .vector_fp_binary_with_mode(FpBinaryOp::SubF, BinaryArgMode::Mode10, &row_max)
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), -1.0f32)
    ] .commit(SLOTS.at(1)));
    shifted.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}
