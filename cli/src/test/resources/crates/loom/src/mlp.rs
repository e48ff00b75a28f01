//! A small pipeline of layers held in an array, each `max(x · scale + shift, 0)` over wide rows,
//! then each row centred on its mean and narrowed to bf16.

use crate::shapes::*;

/// One layer: `max(x · scale + shift, 0)`, in f32.
#[derive(Clone, Copy)]
pub struct Layer {
    pub scale: f32,
    pub shift: f32,
}

impl Layer {
    /// The layer applied to the wide rows `x`, committed at `at`.
    fn forward(&self, ctx: &mut Context, x: &Wide<f32>, at: u64) -> Wide<f32> {
        ctx.main
            .begin(x.view())
            .fetch::<f32, m![A % 2, W / 8], m![W % 8]>()
            .collect::<m![A % 2, W / 8], m![W % 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_split::<m![A % 2, W / 8, W / 4 % 2], m![W % 4]>()
            .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), self.scale)
            .vector_fp_binary(FpBinaryOp::AddF, self.shift)
            .vector_concat::<m![A % 2, W / 8], m![W % 8]>()
            .vector_clip(ClipBinaryOpF32::Max, 0.0f32)
            .vector_final()
            .commit(at)
    }
}

/// Layers applied in order, each output staged past the one before.
pub struct Mlp<const N: usize> {
    layers: [Layer; N],
}

impl<const N: usize> Mlp<N> {
    /// The layers applied to `x` in order.
    fn run(&self, ctx: &mut Context, x: &Wide<f32>) -> Wide<f32> {
        let mut hidden: Option<Wide<f32>> = None;
        for (i, layer) in self.layers.iter().enumerate() {
            let input = match &hidden {
                Some(h) => h,
                None => x,
            };
            let next = layer.forward(ctx, input, 0x3000 + 0x1000 * i as u64);
            hidden = Some(next);
        }
        hidden.expect("at least one layer")
    }
}

/// The two layers of both kernels.
const LAYERS: Mlp<2> = Mlp {
    layers: [Layer { scale: 0.5, shift: 0.25 }, Layer { scale: 2.0, shift: -1.0 }],
};

/// `max(2 · max(x / 2 + 1/4, 0) − 1, 0)`.
#[device(chip = 1)]
pub fn mlp_two_layers(ctx: &mut Context, x: &HbmWide<f32>) -> HbmWide<f32> {
    let staged = Slot::<0x1000>::stage_wide(ctx, x);
    LAYERS.run(ctx, &staged).to_hbm(&mut ctx.tdma, OUT)
}

/// The two layers' output `h`, each row centred: `bf16(h − Σ_w h / 16)`, the mean kept in the VRF.
#[device(chip = 1)]
pub fn mlp_centered(ctx: &mut Context, x: &HbmWide<f32>) -> HbmWide<bf16> {
    let staged = Slot::<0x1000>::stage_wide(ctx, x);
    let h = LAYERS.run(ctx, &staged);
    let mean: VrfTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(h.view())
        .fetch::<f32, m![A % 2, W / 8], m![W % 8]>()
        .collect::<m![A % 2, W / 8], m![W % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A % 2, W / 8, W / 4 % 2], m![W % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.0625f32)
        .vector_intra_slice_reduce::<W, m![A % 2], m![1 # 4]>(IntraSliceReduceOpF32::Add)
        .vector_pad_way8::<m![1 # 8]>()
        .vector_final()
        .to_vrf(0);
    let centred: DmTensor<bf16, Chip, Cluster, m![A / 2], m![A % 2, W]> = ctx
        .main
        .begin(h.view())
        .fetch::<f32, m![A % 2, W / 8], m![W % 8]>()
        .collect::<m![A % 2, W / 8], m![W % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A % 2, W / 8, W / 4 % 2], m![W % 4]>()
        .vector_fp_binary(FpBinaryOp::SubF, &mean)
        .vector_concat::<m![A % 2, W / 8], m![W % 8]>()
        .vector_final()
        .cast::<bf16, m![W % 8 # 16]>()
        .commit(0x6000);
    centred.to_hbm(&mut ctx.tdma, OUT)
}
