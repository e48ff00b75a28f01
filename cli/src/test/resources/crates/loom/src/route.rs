//! Rows handed between neighbouring slices by the switch network's `TransposedBroadcast1`, the
//! configuration held by a struct, then doubled.

use crate::shapes::*;

axes![
    N = 256, // rows, one a slice
    M = 4,   // row groups along time
    C8 = 8,  // values of a row group
    Z = 2,   // the copies the broadcast makes
];

/// A route through the switch network: slices `[N / 32 | N / 2 % 16 | N % 2]` become
/// `[N / 32 | Z | N / 2 % 16]`, time `[M]` becomes `[M | N % 2]`: each pair of slices' rows, both
/// on two slices.
pub struct Route {
    slice1: usize,
    slice0: usize,
}

impl Route {
    /// The switch configuration of this route.
    fn config(&self) -> SwitchConfig {
        SwitchConfig::TransposedBroadcast1 { slice1: self.slice1, slice0: self.slice0 }
    }

    /// `2 · x` of each slice pair, on both slices of its copy, committed at `at`.
    fn doubled_pairs(
        &self,
        ctx: &mut Context,
        x: &DmTensor<i32, Chip, Cluster, m![N], m![M, C8]>,
        at: u64,
    ) -> DmTensor<i32, Chip, Cluster, m![N / 32, Z, N / 2 % 16], m![M, N % 2, C8]> {
        let routed: DmTensor<i32, Chip, Cluster, m![N / 32, Z, N / 2 % 16], m![M, N % 2, C8]> = ctx
            .main
            .begin(x.view())
            .fetch::<i32, m![M], m![C8]>()
            .switch::<m![N / 32, Z, N / 2 % 16], m![M, N % 2]>(self.config())
            .collect::<m![M, N % 2], m![C8]>()
            .commit(at);
        ctx.main
            .begin(routed.view())
            .fetch::<i32, m![M, N % 2], m![C8]>()
            .collect::<m![M, N % 2], m![C8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::MulInt, 2)
            .vector_final()
            .commit(at + 0x1000)
    }
}

/// `out[z, n, m, c] = 2 · x[n, m, c]` for both copies `z`.
#[device(chip = 1)]
pub fn pairs_routed(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N, M, C8]>) -> HbmTensor<i32, Chip, m![Z, N, M, C8]> {
    let route = Route { slice1: 16, slice0: 2 };
    let x_dm: DmTensor<i32, Chip, Cluster, m![N], m![M, C8]> = x.to_dm(&mut ctx.tdma, 0x1000);
    route.doubled_pairs(ctx, &x_dm, 0x2000).to_hbm(&mut ctx.tdma, OUT)
}
