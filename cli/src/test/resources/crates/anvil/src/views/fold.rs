//! A token's four blocks of eight channels regrouped as four heads of eight by a reshape in DM, then each head
//! offset by its own bias.

use super::*;

axes![
    S = 256, // tokens, one a slice
    Q = 4,   // channel blocks
    L = 8,   // channels of a block
    F = 4,   // heads
    B = 8,   // channels of a head
];

/// `out[s, f, b] = x[s, f, b] + bias[b]`: the blocks `[Q, L]` reshaped into `[F, B]` and each head's
/// eight lanes offset by the bias, read from the VRF.
#[device(chip = 1)]
pub fn heads_offset(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![S, Q, L]>,
    bias: &HbmTensor<i32, Chip, m![B]>,
) -> HbmTensor<i32, Chip, m![S, F, B]> {
    let x_dm: DmTensor<i32, Chip, Cluster, m![S], m![Q, L]> = x.to_dm(&mut ctx.tdma, at::dm(0));
    let heads: DmTensor<i32, Chip, Cluster, m![S], m![F, B]> = unsafe { x_dm.reshape() };
    let bias_dm: DmTensor<i32, Chip, Cluster, m![S], m![B]> = bias.to_dm(&mut ctx.tdma, at::dm(1));
    let bias_vrf: VrfTensor<i32, Chip, Cluster, m![S], m![B]> = ctx
        .sub
        .begin(bias_dm.view())
        .fetch::<i32, m![1], m![B]>()
        .collect::<m![1], m![B]>()
        .to_vrf(0);
    let out: DmTensor<i32, Chip, Cluster, m![S], m![F, B]> = lanes!(ctx, heads, i32, m![F], m![B], [
        .vector_fxp(FxpBinaryOp::AddFxp, &bias_vrf)
    ] .commit(at::dm(2)));
    out.to_hbm(&mut ctx.tdma, at::hbm(0))
}
