//! A quantised projection: i8 activations times i8 weights summed in i32 on the Contraction
//! Engine, rescaled by a Q31 multiplier and clipped back to i8; and the same product kept in f32.

use super::*;

axes![M = 128, K = 128, N = 32];

/// Each slice computes the 4 × 4 block (N / 4, M / 4) of the output.
type Blocks = m![N / 4, M / 4];
/// The four weight rows (output columns) a slice keeps in the TRF.
type WeightRows = m![N % 4];
/// A block's i32 sums, four rows of four padded to a flit.
type Sums<D> = DmTensor<D, Chip, Cluster, Blocks, m![M % 4, N % 4 # 8]>;

/// How a layer's i32 sums return to i8: `clip(mul_fxp(sum, multiplier), lo, hi)`.
pub struct Requant {
    /// A Q31 scale: `1 << 27` is 1/16.
    pub multiplier: i32,
    pub lo: i32,
    pub hi: i32,
}

/// The output scale of the projection: a sixteenth, clipped to i8.
pub const OUT_SCALE: Requant = Requant { multiplier: 1 << 27, lo: i8::MIN as i32, hi: i8::MAX as i32 };

/// `x` in DM, a block of four rows a slice, and the weight rows in the TRF.
fn operands(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![M, K]>,
    w: &HbmTensor<i8, Chip, m![N, K]>,
) -> (DmTensor<i8, Chip, Cluster, Blocks, m![M % 4, K]>, TrfTensor<i8, Chip, Cluster, Blocks, WeightRows, m![K]>) {
    let x_dm: DmTensor<i8, Chip, Cluster, Blocks, m![M % 4, K]> = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let w_dm: DmTensor<i8, Chip, Cluster, Blocks, m![N % 4, K]> = w.to_dm(&mut ctx.tdma, SLOTS.at(1));
    let w_trf = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N % 4, K / 32], m![K % 32]>()
        .collect::<m![N % 4, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    (x_dm, w_trf)
}

/// Each block's i32 sums of `$x_dm · $w_trfᵀ` (from `operands`) on the Contraction Engine, then
/// the Vector Engine's stages `$op` after the unconditional branch and `$post` after
/// `vector_final`, committed at slot 2.
macro_rules! block_sums {
    ($ctx:ident, $x_dm:ident, $w_trf:ident, [$($op:tt)*], [$($post:tt)*]) => {
        $ctx.main
            .begin($x_dm.view())
            .fetch::<i8, m![M % 4, K / 32], m![K % 32]>()
            .collect::<m![M % 4, K / 32], m![K % 32]>()
            .align::<m![M % 4, K / 64], m![K % 64], _, _>(&$w_trf)
            .contract::<m![1]>()
            .accumulate::<m![M % 4], m![N % 4 # 8]>(AccumulationKind::Interleaved)
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            $($op)*
            .vector_final()
            $($post)*
            .commit(SLOTS.at(2))
    };
}

/// `clip(mul_fxp(x · wᵀ, 1/16), -128, 127)` as i8: the Q31 product rounds half up.
#[device(chip = 1)]
pub fn project_q31_clip(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![M, K]>,
    w: &HbmTensor<i8, Chip, m![N, K]>,
) -> HbmTensor<i8, Chip, m![M, N]> {
    let q = OUT_SCALE;
    let (x_dm, w_trf) = operands(ctx, x, w);
    let out: DmTensor<i8, Chip, Cluster, Blocks, m![M % 4, N % 4 # 32]> = block_sums!(ctx, x_dm, w_trf, [
        .vector_fxp(FxpBinaryOp::MulFxp, q.multiplier)
        .vector_clip(ClipBinaryOpI32::Max, q.lo)
        .vector_clip(ClipBinaryOpI32::Min, q.hi)
    ], [.cast::<i8, m![N % 4 # 32]>()]);
    out.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}

/// `(x · wᵀ) / 8` in f32: the sums converted with all 31 bits integer, then scaled.
#[device(chip = 1)]
pub fn project_scaled_f32(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![M, K]>,
    w: &HbmTensor<i8, Chip, m![N, K]>,
) -> HbmTensor<f32, Chip, m![M, N]> {
    const SCALE: f32 = 0.125;
    let (x_dm, w_trf) = operands(ctx, x, w);
    let out: Sums<f32> = block_sums!(ctx, x_dm, w_trf, [
        .vector_fxp_to_fp(31)
        .vector_trim_way4::<m![N % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), SCALE)
        .vector_pad_way8::<m![N % 4 # 8]>()
    ], []);
    out.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}
