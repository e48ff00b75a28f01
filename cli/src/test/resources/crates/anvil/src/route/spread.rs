//! A per-channel weight replicated to every token's slice by the switch network and kept in the
//! VRF as the operand of a pass over the tokens.

use super::*;

axes![
    U = 32, // token groups
    Y = 8,  // tokens of a group
    H = 64, // channels
];

/// The weight `w[H]` on every slice of a group, over time: the DMA copies it to the 32 groups,
/// eight channels a slice, and `Broadcast01` hands each group's eight slices the whole row.
fn weight_on_every_slice(ctx: &mut Context, w: &HbmTensor<i32, Chip, m![H]>) -> VrfTensor<i32, Chip, Cluster, m![U, Y], m![H]> {
    let w_dm: DmTensor<i32, Chip, Cluster, m![U, H / 8], m![H % 8]> = w.to_dm(&mut ctx.tdma, at::dm(0));
    ctx.sub
        .begin(w_dm.view())
        .fetch::<i32, m![1], m![H % 8]>()
        .switch::<m![U, Y], m![H / 8]>(SwitchConfig::Broadcast01 {
            slice1: 8,
            slice0: 1,
            time0: 1,
        })
        .collect::<m![H / 8], m![H % 8]>()
        .to_vrf(0)
}

/// `out[u, y, h] = x[u, y, h] · w[h] − 3`, one token a slice.
#[device(chip = 1)]
pub fn channels_weighted(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![U, Y, H]>,
    w: &HbmTensor<i32, Chip, m![H]>,
) -> HbmTensor<i32, Chip, m![U, Y, H]> {
    let w_vrf = weight_on_every_slice(ctx, w);
    let x_dm: DmTensor<i32, Chip, Cluster, m![U, Y], m![H]> = x.to_dm(&mut ctx.tdma, at::dm(1));
    let out: DmTensor<i32, Chip, Cluster, m![U, Y], m![H]> = lanes!(ctx, x_dm, i32, m![H / 8], m![H % 8], [
        .vector_fxp(FxpBinaryOp::MulInt, &w_vrf)
        .vector_fxp(FxpBinaryOp::SubFxp, 3)
    ] .commit(at::dm(2)));
    out.to_hbm(&mut ctx.tdma, at::hbm(0))
}
