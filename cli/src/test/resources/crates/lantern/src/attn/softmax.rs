//! Softmax and log-softmax of each token's scores, numerically stable: the row maximum and the
//! sum of the shifted exponentials go to the VRF, then each score is finished against them.

use super::*;

/// The two per-token statistics a softmax needs.
struct Shift {
    max: StatVrf,
    sum: StatVrf,
}

/// `$x` scaled by `$scale`, less the token's maximum `$max`, exponentiated, then `$op`.
macro_rules! shifted {
    ($ctx:ident, $x:expr, $scale:expr, $max:expr, [$($op:tt)*] $($end:tt)*) => {
        per_token!($ctx, $x, [
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), $scale)
            .vector_fp_binary(FpBinaryOp::SubF, $max)
            $($op)*
        ] $($end)*)
    };
}

/// The maximum of each token's scaled scores, and the sum of `exp(scaled − max)`.
fn shift(ctx: &mut Context, x: &Act<f32>, scale: f32) -> Shift {
    let max: StatVrf = token_stat!(ctx, x, 0, [.vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), scale)], Max, []);
    let sum: StatVrf = shifted!(ctx, x, scale, &max, [
        .vector_fp_unary(FpUnaryOp::Exp)
        .vector_intra_slice_reduce::<H, m![1], Lane>(IntraSliceReduceOpF32::Add)
    ] .to_vrf(32));
    Shift { max, sum }
}

/// `softmax(x / temperature)` of each token's eight scores.
fn tempered(ctx: &mut Context, x: &Hidden<f32>, temperature: f32) -> Hidden<f32> {
    let x_dm = staged(ctx, x);
    let s = shift(ctx, &x_dm, 1.0 / temperature);
    let p: Act<f32> = shifted!(ctx, x_dm, 1.0 / temperature, &s.max, [
        .vector_fp_unary(FpUnaryOp::Exp)
        .vector_fp_div(
            FpDivBinaryOp::DivF.with_mode(BinaryArgMode::Mode01),
            ArrayVec::new([VeBranchOperand::always(VeRhs::vrf(&s.sum))]),
        )
    ] .commit(Arena::scratch(1)));
    p.to_hbm(&mut ctx.tdma, Arena::output(0))
}

/// `softmax(x / 2)` over each token's scores.
#[device(chip = 1)]
pub fn softmax_half_temperature(ctx: &mut Context, x: &Hidden<f32>) -> Hidden<f32> {
    tempered(ctx, x, 2.0)
}

/// `log_softmax(x) = x − max − log(Σ exp(x − max))` over each token's scores.
#[device(chip = 1)]
pub fn log_softmax(ctx: &mut Context, x: &Hidden<f32>) -> Hidden<f32> {
    let x_dm = staged(ctx, x);
    let max: StatVrf = token_stat!(ctx, x_dm, 0, [], Max, []);
    let sum: Stat = shifted!(ctx, x_dm, 1.0, &max, [
        .vector_fp_unary(FpUnaryOp::Exp)
        .vector_intra_slice_reduce::<H, m![1], Lane>(IntraSliceReduceOpF32::Add)
    ] .commit(Arena::scratch(2)));
    // max + log(Σ exp(x − max)), one value a token, taken from each score in one subtraction
    let offset: StatVrf = stat_pass!(ctx, sum, [
        .vector_fp_unary(FpUnaryOp::Log)
        .vector_fp_binary(FpBinaryOp::AddF, &max)
    ] .to_vrf(64));
    let out: Act<f32> = per_token!(ctx, x_dm, [.vector_fp_binary(FpBinaryOp::SubF, &offset)] .commit(Arena::scratch(3)));
    out.to_hbm(&mut ctx.tdma, Arena::output(0))
}
