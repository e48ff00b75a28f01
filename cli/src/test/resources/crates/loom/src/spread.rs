//! A per-channel gain replicated to every token's slice by `Broadcast01`, kept in the VRF by a
//! struct and applied by its method.

use crate::shapes::*;

axes![
    U = 32, // token groups
    Y = 8,  // tokens of a group
    G = 64, // channels
];

/// Tokens one a slice, their channels in the slice.
type Tokens = DmTensor<i32, Chip, Cluster, m![U, Y], m![G]>;

/// A gain on every token's slice, in the VRF.
pub struct Gain {
    vrf: VrfTensor<i32, Chip, Cluster, m![U, Y], m![G]>,
    shift: i32,
}

impl Gain {
    /// The gain `w` on every slice: the DMA puts eight channels on each slice of the 32 groups,
    /// and `Broadcast01` gives each group's eight slices all its channels, eight a time step.
    pub fn load(ctx: &mut Context, w: &HbmTensor<i32, Chip, m![G]>, shift: i32) -> Self {
        let w_dm: DmTensor<i32, Chip, Cluster, m![U, G / 8], m![G % 8]> = w.to_dm(&mut ctx.tdma, 0x1000);
        let vrf = ctx
            .sub
            .begin(w_dm.view())
            .fetch::<i32, m![1], m![G % 8]>()
            .switch::<m![U, Y], m![G / 8]>(SwitchConfig::Broadcast01 { slice1: 8, slice0: 1, time0: 1 })
            .collect::<m![G / 8], m![G % 8]>()
            .to_vrf(0);
        Gain { vrf, shift }
    }

    /// `(x · w) >> shift` (an arithmetic shift, rounding down), committed at `at`.
    pub fn apply(&self, ctx: &mut Context, x: &Tokens, at: u64) -> Tokens {
        ctx.main
            .begin(x.view())
            .fetch::<i32, m![G / 8], m![G % 8]>()
            .collect::<m![G / 8], m![G % 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::MulInt, &self.vrf)
            .vector_fxp(FxpBinaryOp::ArithRightShift, self.shift)
            .vector_final()
            .commit(at)
    }
}

/// `out[u, y, g] = (x[u, y, g] · w[g]) >> 2`.
#[device(chip = 1)]
pub fn channels_gained(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![U, Y, G]>,
    w: &HbmTensor<i32, Chip, m![G]>,
) -> HbmTensor<i32, Chip, m![U, Y, G]> {
    let gain = Gain::load(ctx, w, 2);
    let x_dm: Tokens = x.to_dm(&mut ctx.tdma, 0x2000);
    gain.apply(ctx, &x_dm, 0x4000).to_hbm(&mut ctx.tdma, OUT)
}
