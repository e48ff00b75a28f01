//! A token's sixteen channels, eight on each cluster: each cluster sums its own eight, takes the
//! other cluster's partial sums by a cluster shuffle into the VRF, and adds them, so both
//! clusters hold the whole sum.

use super::*;

axes![E = 2];

/// Each cluster's eight channels of every token.
type Halves<D> = DmTensor<D, Chip, m![E], m![T], m![C]>;
/// Each cluster's value of every token, padded to a flit.
type Partial<D> = DmTensor<D, Chip, m![E], m![T], m![1 # 8]>;

/// `Σ_c x[t, e, c]` on cluster `e`.
fn partial_sums(ctx: &mut Context, x: &Halves<i32>) -> Partial<i32> {
    token_pass!(ctx, x, i32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![C / 4], m![C % 4]>()
        .vector_intra_slice_reduce::<C, m![1], m![1 # 4]>(IntraSliceReduceOpI32::AddSat)
        .vector_pad_way8::<m![1 # 8]>()
    ] .commit(at::dm(1)))
}

/// The sum of each token's sixteen channels, computed half on each cluster and completed on
/// both: `out[e, t] = Σ_{e', c} x[t, e', c]` for either `e`.
#[device(chip = 1)]
pub fn split_channel_sums(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![T, E, C]>) -> HbmTensor<i32, Chip, m![E, T]> {
    let x_dm: Halves<i32> = x.to_dm(&mut ctx.tdma, at::dm(0));
    let own = partial_sums(ctx, &x_dm);
    let other = ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(own.view(), &[1, 0]);
    let other_vrf: VrfTensor<i32, Chip, m![E], m![T], m![1 # 8]> = ctx
        .sub
        .begin(other.view())
        .fetch::<i32, m![1], m![1 # 8]>()
        .collect::<m![1], m![1 # 8]>()
        .to_vrf(0);
    let whole: Partial<i32> = token_pass!(@flit m![1 # 8], ctx, own, i32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxpSat, &other_vrf)
    ] .commit(at::dm(2)));
    whole.to_hbm(&mut ctx.tdma, at::hbm(0))
}
