//! Two clusters of one chip.

use furiosa_visa_std::prelude::*;

axes![E = 2, F = 256, W = 32];

type Chip = m![1];
type Split = m![E];

/// Swaps the halves `E = 0` and `E = 1` between the two clusters and back: the identity on `[E, F, W]`.
#[device(chip = 1)]
pub fn swap_twice(ctx: &mut Context, x: &HbmTensor<i16, Chip, m![E, F, W]>) -> HbmTensor<i16, Chip, m![E, F, W]> {
    let dm = x.to_dm::<Split, m![F], m![W]>(&mut ctx.tdma, 0x100);
    let once: DmTensor<i16, _, _, _, _> = ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(dm.view(), &[1, 0]);
    let twice: DmTensor<i16, Chip, Split, m![F], m![W]> =
        ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(once.view(), &[1, 0]);
    twice.to_hbm(&mut ctx.tdma, 0x10_0000)
}

/// Writes cluster 1's half of `x` into both halves of the result: `out[e, f, w] = x[1, f, w]`.
#[device(chip = 1)]
pub fn broadcast_cluster(
    ctx: &mut Context,
    x: &HbmTensor<i16, Chip, m![E, F, W]>,
) -> HbmTensor<i16, Chip, m![E, F, W]> {
    let dm = x.to_dm::<Split, m![F], m![W]>(&mut ctx.tdma, 0x100);
    let mut both = unsafe { DmTensor::<i16, Chip, Split, m![F], m![W]>::from_addr(0x1_0000) };
    for target in [0usize, 1] {
        let src = dm.view().cluster_tile::<m![E], 1, m![1 # 2]>(1);
        let dst = both.view_mut().cluster_tile::<m![E], 1, m![1 # 2]>(target);
        src.to_dm_view(&mut ctx.tdma, dst);
    }
    both.to_hbm(&mut ctx.tdma, 0x20_0000)
}
