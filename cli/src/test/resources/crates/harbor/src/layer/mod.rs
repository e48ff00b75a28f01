//! A transformer layer's pieces: the gated MLP, a quantised projection, a layer norm, a softmax
//! and the KV cache.

pub(crate) use crate::shapes::*;
pub(crate) use furiosa_visa_std::prelude::*;

axes![T = 512, H = 16];

/// Tokens four a slice on the first 128 slices, one in each lane, the hidden axis along time.
pub type Tokens = DmTensor<f32, Chip, Cluster, m![T / 4 # 256], m![H, T % 4]>;
/// One value per token.
pub type PerToken = DmTensor<f32, Chip, Cluster, m![T / 4 # 256], m![T % 4]>;
/// One value per token, kept in the VRF.
pub type TokenVrf = VrfTensor<f32, Chip, Cluster, m![T / 4 # 256], m![T % 4]>;
/// A [tokens, hidden] activation in HBM.
pub type HbmTokens = HbmTensor<f32, Chip, m![T, H]>;

/// One pass of the Vector Engine over `$x` (a [`Tokens`] tensor), the hidden axis along time and
/// the four tokens of a slice in the front lanes: the stages `$op` between the trim to those four
/// lanes and the pad back to eight, then `$end` (a `commit` or a `to_vrf`).
/// `hidden_pass!(ctx, x, [.vector_fp_unary(FpUnaryOp::Exp)] .commit(0x8000))` is `exp(x)`.
macro_rules! hidden_pass {
    ($ctx:ident, $x:ident, [$($op:tt)*] $($end:tt)*) => {
        $ctx.main
            .begin($x.view())
            .fetch::<f32, m![H], m![T % 4]>()
            .collect::<m![H], m![T % 4 # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_trim_way4::<m![T % 4]>()
            $($op)*
            .vector_pad_way8::<m![T % 4 # 8]>()
            .vector_final()
            $($end)*
    };
}

pub mod cache;
pub mod mlp;
pub mod norm;
pub mod project;
pub mod softmax;
