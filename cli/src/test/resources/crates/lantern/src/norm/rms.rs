//! RMS norm: the root of each token's mean square (plus a small epsilon) in the VRF, then every
//! value divided by it and scaled by a gain.

use super::*;

/// An RMS norm's constants.
pub struct Rms {
    pub eps: f32,
    pub gain: f32,
}

impl Rms {
    /// `mean(x²)` of each token.
    fn mean_square(&self, ctx: &mut Context, x: &Act<f32>) -> Stat {
        let inv = 1.0 / 8.0;
        per_token!(ctx, x, [
            .vector_stash()
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), Stash)
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), inv)
            .vector_intra_slice_reduce::<H, m![1], Lane>(IntraSliceReduceOpF32::Add)
        ] .commit(Arena::scratch(1)))
    }

    /// `sqrt(mean(x²) + eps)` of each token, in the VRF at `vrf`.
    fn root_mean_square(&self, ctx: &mut Context, x: &Act<f32>, vrf: Address) -> StatVrf {
        let mean_square = self.mean_square(ctx, x);
        stat_pass!(ctx, mean_square, [
            .vector_fp_binary(FpBinaryOp::AddF, self.eps)
            .vector_fp_unary(FpUnaryOp::Sqrt)
        ] .to_vrf(vrf))
    }

    /// `x · gain / rms`.
    fn scale(&self, ctx: &mut Context, x: &Act<f32>, rms: &StatVrf) -> Act<f32> {
        per_token!(ctx, x, [
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), self.gain)
            .vector_fp_div(
                FpDivBinaryOp::DivF.with_mode(BinaryArgMode::Mode01),
                ArrayVec::new([VeBranchOperand::always(VeRhs::vrf(rms))]),
            )
        ] .commit(Arena::scratch(2)))
    }

    /// The norm of `x`, written to HBM output `n`.
    pub fn apply(&self, ctx: &mut Context, x: &Hidden<f32>, n: usize) -> Hidden<f32> {
        let x_dm = staged(ctx, x);
        let rms = self.root_mean_square(ctx, &x_dm, 0);
        self.scale(ctx, &x_dm, &rms).to_hbm(&mut ctx.tdma, Arena::output(n))
    }
}

/// RMS norm of each token's eight values with gain 2: `2 · x / sqrt(mean(x²) + 1e-6)`.
#[device(chip = 1)]
pub fn rms_norm_gain(ctx: &mut Context, x: &Hidden<f32>) -> Hidden<f32> {
    Rms { eps: 1e-6, gain: 2.0 }.apply(ctx, x, 0)
}

/// Each token's root mean square alone, `sqrt(mean(x²))`, one value a token.
#[device(chip = 1)]
pub fn token_rms(ctx: &mut Context, x: &Hidden<f32>) -> HbmTensor<f32, Chip, m![T]> {
    let norm = Rms { eps: 0.0, gain: 1.0 };
    let x_dm = staged(ctx, x);
    let mean_square = norm.mean_square(ctx, &x_dm);
    let rms: Stat = stat_pass!(ctx, mean_square, [.vector_fp_unary(FpUnaryOp::Sqrt)] .commit(Arena::scratch(3)));
    rms.to_hbm(&mut ctx.tdma, Arena::output(0))
}
