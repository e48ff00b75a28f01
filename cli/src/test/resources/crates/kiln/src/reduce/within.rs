//! Each token's channels reduced to one value, the two halves of its flit along time.

use super::*;

/// One value a token, padded to a flit.
pub type PerToken<D> = DmTensor<D, Chip, Cluster, m![T], m![1 # 8]>;
/// One value a token in HBM.
pub type TokenValues<D> = HbmTensor<D, Chip, m![T]>;

/// `$x` (a [`Tokens<$d>`]) split in halves, reduced over `C` by `$op` (an
/// `IntraSliceReduceOp…`), `$four` on the four lanes left, padded back to a flit and `$eight`;
/// `$end` after `vector_final`.
macro_rules! over_channels {
    ($ctx:ident, $x:expr, $d:ty, $op:expr, [$($four:tt)*], [$($eight:tt)*] $($end:tt)*) => {
        token_pass!($ctx, $x, $d, [
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_split::<m![C / 4], m![C % 4]>()
            .vector_intra_slice_reduce::<C, m![1], m![1 # 4]>($op)
            $($four)*
            .vector_pad_way8::<m![1 # 8]>()
            $($eight)*
        ] $($end)*)
    };
}

/// The largest channel of each token, plus one: `max_c x[t, c] + 1` in i32.
#[device(chip = 1)]
pub fn channel_peak(ctx: &mut Context, x: &Acts<i32>) -> TokenValues<i32> {
    let x_dm = staged(ctx, x, 0);
    let peak: PerToken<i32> = over_channels!(ctx, x_dm, i32, IntraSliceReduceOpI32::Max, [], [
        .vector_clip(ClipBinaryOpI32::AddFxp, 1)
    ] .commit(at::dm(1)));
    peak.to_hbm(&mut ctx.tdma, at::hbm(0))
}

/// The mean of each token's channels in f32: the sum divided by eight.
#[device(chip = 1)]
pub fn channel_mean(ctx: &mut Context, x: &Acts<f32>) -> TokenValues<f32> {
    let x_dm = staged(ctx, x, 0);
    let mean: PerToken<f32> = over_channels!(ctx, x_dm, f32, IntraSliceReduceOpF32::Add, [
        .vector_fp_div(FpDivBinaryOp::DivF, 8.0f32)
    ], [] .commit(at::dm(1)));
    mean.to_hbm(&mut ctx.tdma, at::hbm(0))
}

/// The smallest square of each token's channels, `min_c x[t, c]²`, the square from the stash.
#[device(chip = 1)]
pub fn least_square(ctx: &mut Context, x: &Acts<f32>) -> TokenValues<f32> {
    let x_dm = staged(ctx, x, 0);
    let least: PerToken<f32> = token_pass!(ctx, x_dm, f32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_stash()
        .vector_split::<m![C / 4], m![C % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), Stash)
        .vector_intra_slice_reduce::<C, m![1], m![1 # 4]>(IntraSliceReduceOpF32::Min)
        .vector_pad_way8::<m![1 # 8]>()
    ] .commit(at::dm(1)));
    least.to_hbm(&mut ctx.tdma, at::hbm(0))
}
