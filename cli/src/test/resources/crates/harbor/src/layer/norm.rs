//! Layer norm over the hidden axis in five passes — the mean to the VRF, the centred rows, their
//! variance, the deviation to the VRF, the division — and a tail that shifts the result.

use super::*;

/// A layer norm's constants.
pub struct LayerNorm {
    /// The reciprocal of the hidden width.
    pub inv_width: f32,
    pub eps: f32,
    /// Added to every normalised value.
    pub shift: f32,
}

impl LayerNorm {
    /// The mean of each token's row, in the VRF at `vrf`.
    fn mean(&self, ctx: &mut Context, x: &Tokens, vrf: Address) -> TokenVrf {
        hidden_pass!(ctx, x, [
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), self.inv_width)
            .vector_intra_slice_reduce::<H, m![1], m![T % 4]>(IntraSliceReduceOpF32::Add)
        ] .to_vrf(vrf))
    }

    /// Each row less its mean.
    fn centre(&self, ctx: &mut Context, x: &Tokens, mean: &TokenVrf) -> Tokens {
        hidden_pass!(ctx, x, [
            .vector_fp_binary(FpBinaryOp::SubF, mean)
        ] .commit(SLOTS.at(1)))
    }

    /// The mean square of the centred rows.
    fn variance(&self, ctx: &mut Context, centred: &Tokens) -> PerToken {
        hidden_pass!(ctx, centred, [
            .vector_stash()
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), Stash)
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), self.inv_width)
            .vector_intra_slice_reduce::<H, m![1], m![T % 4]>(IntraSliceReduceOpF32::Add)
        ] .commit(SLOTS.at(2)))
    }

    /// `sqrt(variance + eps)`, in the VRF at `vrf`.
    fn deviation(&self, ctx: &mut Context, variance: &PerToken, vrf: Address) -> TokenVrf {
        ctx.main
            .begin(variance.view())
            .fetch::<f32, m![1], m![T % 4]>()
            .collect::<m![1], m![T % 4 # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_trim_way4::<m![T % 4]>()
            .vector_fp_binary(FpBinaryOp::AddF, self.eps)
            .vector_fp_unary(FpUnaryOp::Sqrt)
            .vector_pad_way8::<m![T % 4 # 8]>()
            .vector_final()
            .to_vrf(vrf)
    }

    /// The centred rows divided by the deviation, then shifted by the clip unit's add.
    fn normalise(&self, ctx: &mut Context, centred: &Tokens, deviation: &TokenVrf) -> Tokens {
        ctx.main
            .begin(centred.view())
            .fetch::<f32, m![H], m![T % 4]>()
            .collect::<m![H], m![T % 4 # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_trim_way4::<m![T % 4]>()
            .vector_fp_div(
                FpDivBinaryOp::DivF.with_mode(BinaryArgMode::Mode01),
                ArrayVec::new([VeBranchOperand::always(VeRhs::vrf(deviation))]),
            )
            .vector_pad_way8::<m![T % 4 # 8]>()
            .vector_clip(ClipBinaryOpF32::Add, self.shift)
            .vector_final()
            .commit(SLOTS.at(3))
    }

    /// The whole norm of `x`, written to HBM.
    pub fn run(&self, ctx: &mut Context, x: &HbmTokens) -> HbmTokens {
        let x_dm: Tokens = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
        let mean = self.mean(ctx, &x_dm, 0);
        let centred = self.centre(ctx, &x_dm, &mean);
        let variance = self.variance(ctx, &centred);
        let deviation = self.deviation(ctx, &variance, 16);
        let out = self.normalise(ctx, &centred, &deviation);
        out.to_hbm(&mut ctx.tdma, RESULTS.at(0))
    }
}

/// Layer norm over the 16 hidden values of each token, then `+ 0.5`.
#[device(chip = 1)]
pub fn layer_norm_shifted(ctx: &mut Context, x: &HbmTokens) -> HbmTokens {
    LayerNorm { inv_width: 1.0 / 16.0, eps: 1e-5, shift: 0.5 }.run(ctx, x)
}

/// The variance of each token's row alone (the centred rows' mean square).
#[device(chip = 1)]
pub fn row_variance(ctx: &mut Context, x: &HbmTokens) -> HbmTensor<f32, Chip, m![T]> {
    let norm = LayerNorm { inv_width: 1.0 / 16.0, eps: 0.0, shift: 0.0 };
    let x_dm: Tokens = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let mean = norm.mean(ctx, &x_dm, 0);
    let centred = norm.centre(ctx, &x_dm, &mean);
    norm.variance(ctx, &centred).to_hbm(&mut ctx.tdma, RESULTS.at(0))
}
