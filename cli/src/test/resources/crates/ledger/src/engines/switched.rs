//! The switch network: each slice's rows swapped in pairs, and a row broadcast to its group.

use super::*;

axes![S = 256, T = 8];

/// The pair of the switch's transposition in a struct.
#[derive(Clone, Copy)]
struct Swap {
    slice1: usize,
    slice0: usize,
}

impl Swap {
    fn config(self) -> SwitchConfig {
        SwitchConfig::Transpose { slice1: self.slice1, slice0: self.slice0 }
    }
}

/// `x` with the two low slice digits swapped: slice `(h, a, b)` receives slice `(h, b, a)`.
#[device(chip = 1)]
pub fn slices_swapped(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, T]>) -> HbmTensor<i32, Chip, m![S, T]> {
    let x_dm: DmTensor<i32, Chip, Cluster, m![S], m![T]> = x.to_dm(&mut ctx.tdma, 0x1000);
    let swap = Swap { slice1: 4, slice0: 4 };
    let y: DmTensor<i32, Chip, Cluster, m![S / 16, S % 4, S / 4 % 4], m![T]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![T]>()
        .switch::<m![S / 16, S % 4, S / 4 % 4], m![1]>(swap.config())
        .collect::<m![1], m![T]>()
        .commit(0x2000);
    y.to_hbm(&mut ctx.tdma, 0x3000)
}
