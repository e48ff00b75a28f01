//! `act(w · x + bias)` for one bf16 feature vector: the vector copied to every slice and held in
//! the TRF, each slice's weight row streamed against it, the f32 sum finished by the float units.

use super::*;

axes![K = 64, N = 256];

/// An output a slice, its value alone in a flit.
type Outputs = DmTensor<f32, Chip, Cluster, m![N], m![1 # 8]>;

/// `w · x` of each output row in f32, then `$tail` on the four lanes and `$after` on the flit.
macro_rules! dense {
    ($ctx:ident, $x:ident, $w:ident, [$($tail:tt)*], [$($after:tt)*]) => {{
        let x_dm: DmTensor<bf16, Chip, Cluster, m![N], m![K]> = $x.to_dm(&mut $ctx.tdma, at::dm(0));
        let w_dm: DmTensor<bf16, Chip, Cluster, m![N], m![K]> = $w.to_dm(&mut $ctx.tdma, at::dm(1));
        let x_trf: TrfTensor<bf16, Chip, Cluster, m![N], m![1], m![K]> = $ctx
            .sub
            .begin(x_dm.view())
            .fetch::<bf16, m![1], m![K]>()
            .collect::<m![K / 16], m![K % 16]>()
            .to_trf(TrfAddress::Full);
        let y: Outputs = $ctx
            .main
            .begin(w_dm.view())
            .fetch::<bf16, m![K / 16], m![K % 16]>()
            .collect::<m![K / 16], m![K % 16]>()
            .align::<m![K / 32], m![K % 32], _, _>(&x_trf)
            .contract::<m![1]>()
            .accumulate::<m![1], m![1 # 8]>(AccumulationKind::Interleaved)
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_trim_way4::<m![1 # 4]>()
            $($tail)*
            .vector_pad_way8::<m![1 # 8]>()
            $($after)*
            .vector_final()
            .commit(at::dm(2));
        y.to_hbm(&mut $ctx.tdma, at::hbm(0))
    }};
}

/// `tanh(2 (w · x) − 0.5)`, the affine step one fused multiply-add.
#[device(chip = 1)]
pub fn dense_tanh(
    ctx: &mut Context,
    x: &HbmTensor<bf16, Chip, m![K]>,
    w: &HbmTensor<bf16, Chip, m![N, K]>,
) -> HbmTensor<f32, Chip, m![N]> {
    dense!(ctx, x, w, [
        .vector_fp_ternary(FpTernaryOp::FmaF, (2.0f32, -0.5f32))
        .vector_fp_unary(FpUnaryOp::Tanh)
    ], [])
}

/// `max(w · x, 0) · 0.5`: a ReLU by the clip unit after the halving.
#[device(chip = 1)]
pub fn dense_relu_half(
    ctx: &mut Context,
    x: &HbmTensor<bf16, Chip, m![K]>,
    w: &HbmTensor<bf16, Chip, m![N, K]>,
) -> HbmTensor<f32, Chip, m![N]> {
    dense!(ctx, x, w, [
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.5f32)
    ], [.vector_clip(ClipBinaryOpF32::Max, 0.0f32)])
}
