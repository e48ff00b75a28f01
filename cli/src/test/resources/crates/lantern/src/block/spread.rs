//! The residual spread over the two clusters of a chip and over two chips.

use super::*;

axes![E = 2, S = 256, W = 32];

/// Half the rows on each cluster, a row of `W` a slice.
type ClusterRows = DmTensor<i32, m![1], m![E], m![S], m![W]>;
/// Each chip's rows, a row a slice.
type ChipRows = DmTensor<f32, m![E], m![1 # 2], m![S], m![W]>;

/// The other cluster's or chip's copy of `$own`, brought over by `$shuffle` (swapping the two), then
/// into the VRF at 0 (a row of `W` a slice), its values `$time` a packet `$packet` a step, collected as `$flit`.
macro_rules! swapped_to_vrf {
    ($ctx:ident, $own:ident, $shuffle:ident, $d:ty, $time:ty, $packet:ty, $flit:ty) => {{
        let swapped = $ctx.tdma.$shuffle::<_, 2, _, _, _, _>($own.view(), &[1, 0]);
        $ctx.sub.begin(swapped.view()).fetch::<$d, $time, $packet>().collect::<$time, $flit>().to_vrf::<m![W]>(0)
    }};
}

/// The rows `$own` with the other's copy: `swapped_to_vrf` at the same shape, then a pass over
/// `$own` whose stages `$op` may read it as `$other`, committed and written to HBM output 0.
macro_rules! with_swapped {
    ($ctx:ident, $own:ident, $shuffle:ident, $d:ty, $time:ty, $packet:ty, $flit:ty, |$other:ident| [$($op:tt)*]) => {{
        let $other = swapped_to_vrf!($ctx, $own, $shuffle, $d, $time, $packet, $flit);
        let out = $ctx.main.begin($own.view()).fetch::<$d, $time, $packet>().collect::<$time, $flit>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            $($op)*
            .vector_final()
            .commit::<m![W]>(Arena::scratch(1));
        out.to_hbm(&mut $ctx.tdma, Arena::output(0))
    }};
}

/// `x · 3` on each cluster's half less the other cluster's, then `+ 1` by the clip unit: cluster `e` gives
/// `3 x[e] + 1 − x[1 − e]`, the other half brought over by a cluster shuffle to the VRF.
#[device(chip = 1)]
pub fn cluster_residual(
    ctx: &mut Context,
    x: &HbmTensor<i32, m![1], m![E, S, W]>,
) -> HbmTensor<i32, m![1], m![E, S, W]> {
    let own: ClusterRows = x.to_dm(&mut ctx.tdma, Arena::scratch(0));
    with_swapped!(ctx, own, dm_cluster_shuffle, i32, m![W / 8], m![W % 8], m![W % 8], |other| [
        .vector_fxp(FxpBinaryOp::MulInt, 3)
        .vector_fxp(FxpBinaryOp::SubFxp, &other)
        .vector_clip(ClipBinaryOpI32::AddFxp, 1)
    ])
}

/// Each chip's rows scaled by a quarter and added to the other chip's: chip `q` gives
/// `x[q] / 4 + x[1 − q]`, the other chip's rows brought over by a chip shuffle.
#[device(chip = 2)]
pub fn chip_pair_residual(ctx: &mut Context, x: &HbmTensor<f32, m![E], m![S, W]>) -> HbmTensor<f32, m![E], m![S, W]> {
    let own: ChipRows = x.to_dm(&mut ctx.tdma, Arena::scratch(0));
    with_swapped!(ctx, own, dm_chip_shuffle, f32, m![W / 4], m![W % 4], m![W % 4 # 8], |other| [
        .vector_trim_way4::<m![W % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.25f32)
        .vector_fp_binary(FpBinaryOp::AddF, &other)
        .vector_pad_way8::<m![W % 4 # 8]>()
    ])
}
