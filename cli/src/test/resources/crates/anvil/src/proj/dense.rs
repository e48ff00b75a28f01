//! A bf16 dense layer, one output row a slice, its 256 columns taken a tile of 128 per loop
//! iteration: each tile's products summed over time, and the tiles' sums (and a bias) added in
//! f32 by the Vector Engine from an interleaved pair, rounded to bf16.

use super::*;

axes![
    N = 256, // output rows, one a slice
    K = 256, // columns
    I = 2,   // the two operands of an interleaved pair
];

/// One bf16 value a slice, padded to a flit.
type Column = DmTensor<bf16, Chip, Cluster, m![N], m![1 # 16]>;

/// The columns of a tile.
const TILE: usize = 128;

/// A dense layer's weight and input, the columns taken `TILE` at a time.
pub struct Dense<'a> {
    pub w: &'a HbmTensor<bf16, Chip, m![N, K]>,
    pub x: &'a HbmTensor<bf16, Chip, m![K]>,
}

impl Dense<'_> {
    /// Tile `j`'s sums, `Σ_{k in tile j} w[n, k] · x[k]` rounded to bf16, committed at `into`.
    fn tile_sums(&self, ctx: &mut Context, j: usize, into: u64) -> Column {
        let w_dm = self
            .w
            .view()
            .tile::<m![K / 128], 1, m![N, 1 # 2, K % 128]>(j)
            .to_dm::<Cluster, m![N], m![K % 128]>(&mut ctx.tdma, at::dm(0));
        let x_dm = self
            .x
            .view()
            .tile::<m![K / 128], 1, m![1 # 2, K % 128]>(j)
            .to_dm::<Cluster, m![N], m![K % 128]>(&mut ctx.tdma, at::dm(1));
        let x_trf: TrfTensor<bf16, Chip, Cluster, m![N], m![1], m![K % 128]> = ctx
            .sub
            .begin(x_dm.view())
            .fetch::<bf16, m![1], m![K % 128]>()
            .collect::<m![K % 128 / 16], m![K % 16]>()
            .to_trf(TrfAddress::Full);
        ctx.main
            .begin(w_dm.view())
            .fetch::<bf16, m![K % 128 / 16], m![K % 16]>()
            .collect::<m![K % 128 / 16], m![K % 16]>()
            .align::<m![K % 128 / 32], m![K % 32], _, _>(&x_trf)
            .contract::<m![1]>()
            .accumulate::<m![1], m![1 # 8]>(AccumulationKind::Interleaved)
            .cast::<bf16, m![1 # 16]>()
            .commit(into)
    }

    /// The sums of every tile, added in turn: the running sum and the next tile's sums zipped.
    fn sums(&self, ctx: &mut Context) -> Column {
        let mut total = self.tile_sums(ctx, 0, at::dm(2));
        for j in 1..K_SIZE / TILE {
            let part = self.tile_sums(ctx, j, at::dm(3));
            total = zipped_sum(ctx, &total, &part, false, at::dm(2 + j as u64 % 2 * 2));
        }
        total
    }
}

const K_SIZE: usize = 256;

/// `a + b` in f32, rounded to bf16, and clamped at zero when `relu`.
fn zipped_sum(ctx: &mut Context, a: &Column, b: &Column, relu: bool, into: u64) -> Column {
    let pair = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(a.view(), b.view())
        .fetch::<f32, m![I], m![1 # 2]>()
        .collect::<m![I], m![1 # 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpF32::Add);
    if relu {
        pair.vector_clip(ClipBinaryOpF32::Max, 0.0f32).vector_final().cast::<bf16, m![1 # 16]>().commit(into)
    } else {
        pair.vector_final().cast::<bf16, m![1 # 16]>().commit(into)
    }
}

/// `y[n] = Σ_k w[n, k] · x[k]`, the two column tiles' sums added (each rounded to bf16).
#[device(chip = 1)]
pub fn dense_two_tiles(
    ctx: &mut Context,
    w: &HbmTensor<bf16, Chip, m![N, K]>,
    x: &HbmTensor<bf16, Chip, m![K]>,
) -> HbmTensor<bf16, Chip, m![N]> {
    Dense { w, x }.sums(ctx).to_hbm(&mut ctx.tdma, at::hbm(0))
}

/// `y[n] = max(Σ_k w[n, k] · x[k] + bias[n], 0)`, the bias staged one value a slice.
#[device(chip = 1)]
pub fn dense_bias_relu(
    ctx: &mut Context,
    w: &HbmTensor<bf16, Chip, m![N, K]>,
    x: &HbmTensor<bf16, Chip, m![K]>,
    bias: &HbmTensor<bf16, Chip, m![N]>,
) -> HbmTensor<bf16, Chip, m![N]> {
    let sums = Dense { w, x }.sums(ctx);
    let bias_dm: Column = bias.to_dm(&mut ctx.tdma, at::dm(6));
    zipped_sum(ctx, &sums, &bias_dm, true, at::dm(7)).to_hbm(&mut ctx.tdma, at::hbm(1))
}
