//! Layer norm: each token's mean in the VRF, the variance of the centred channels, its root in the
//! VRF, then every channel centred and divided by it.

use super::*;

/// One value a token in the VRF.
type TokenVrf = VrfTensor<f32, Chip, Cluster, m![T], m![1]>;
/// One value a token in DM, padded to a flit.
type TokenStat = DmTensor<f32, Chip, Cluster, m![T], m![1 # 8]>;

/// `$x` split in halves, `$op` on the four lanes, summed over `C` and padded to a flit; `$end`
/// after `vector_final`.
macro_rules! channel_sum {
    ($ctx:ident, $x:expr, [$($op:tt)*] $($end:tt)*) => {
        token_pass!($ctx, $x, f32, [
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_split::<m![C / 4], m![C % 4]>()
            $($op)*
            .vector_intra_slice_reduce::<C, m![1], m![1 # 4]>(IntraSliceReduceOpF32::Add)
            .vector_pad_way8::<m![1 # 8]>()
        ] $($end)*)
    };
}

/// A layer norm's epsilon.
pub struct LayerNorm {
    pub eps: f32,
}

impl LayerNorm {
    /// `mean_c x` of each token, in the VRF at `vrf`.
    fn mean(&self, ctx: &mut Context, x: &Tokens<f32>, vrf: Address) -> TokenVrf {
        let inv = 1.0 / (<m![C]>::SIZE as f32);
        channel_sum!(ctx, x, [.vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), inv)] .to_vrf(vrf))
    }

    /// `sqrt(mean_c (x − mean)² + eps)` of each token, in the VRF at `vrf`.
    fn deviation(&self, ctx: &mut Context, x: &Tokens<f32>, mean: &TokenVrf, vrf: Address) -> TokenVrf {
        let inv = 1.0 / (<m![C]>::SIZE as f32);
        let variance: TokenStat = channel_sum!(ctx, x, [
            .vector_fp_binary(FpBinaryOp::SubF, mean)
            .vector_stash()
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), Stash)
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), inv)
        ] .commit(at::dm(1)));
        token_pass!(@flit m![1 # 8], ctx, variance, f32, [
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_trim_way4::<m![1 # 4]>()
            .vector_fp_binary(FpBinaryOp::AddF, self.eps)
            .vector_fp_unary(FpUnaryOp::Sqrt)
            .vector_pad_way8::<m![1 # 8]>()
        ] .to_vrf(vrf))
    }

    /// `(x − mean) / deviation` of each channel, written to HBM result `n`.
    pub fn apply(&self, ctx: &mut Context, x: &Acts<f32>, n: u64) -> Acts<f32> {
        let x_dm = staged(ctx, x, 0);
        let mean = self.mean(ctx, &x_dm, 0);
        let deviation = self.deviation(ctx, &x_dm, &mean, 64);
        let out: Tokens<f32> = float_pass!(ctx, x_dm, f32, [
            .vector_intra_slice_branch(BranchMode::Unconditional)
        ], [
            .vector_fp_binary(FpBinaryOp::SubF, &mean)
            .vector_fp_div(FpDivBinaryOp::DivF, &deviation)
        ], [] .commit(at::dm(2)));
        out.to_hbm(&mut ctx.tdma, at::hbm(n))
    }
}

/// `(x − mean(x)) / sqrt(var(x) + 1/1024)` over each token's eight channels.
#[device(chip = 1)]
pub fn layer_norm(ctx: &mut Context, x: &Acts<f32>) -> Acts<f32> {
    LayerNorm { eps: 1.0 / 1024.0 }.apply(ctx, x, 0)
}
