//! Views of views: a window moved by one element, and a tile of a tile.

use super::*;

axes![P = 256, Q = 8];

/// Rotates `Q` by one: `out[p, q] = in[p, (q + 7) % 8]`, through two tiles of DM views.
#[device(chip = 1)]
pub fn rotate_q(
    ctx: &mut Context,
    input: &HbmTensor<u8, Chip, m![P, Q]>,
) -> HbmTensor<u8, Chip, m![P, Q]> {
    let staged = input.to_dm::<Cluster, m![P], m![Q]>(&mut ctx.tdma, 0x4000);
    let mut rotated = unsafe { DmTensor::<u8, Chip, Cluster, m![P], m![Q]>::from_addr(0x8000) };

    let head = staged.view().tile::<m![Q], 7, m![Q = 7 # 8]>(0);
    let shifted = rotated.view_mut().tile::<m![Q], 7, m![Q = 7 # 8]>(1);
    head.to_dm_view(&mut ctx.tdma, shifted);

    let last = staged.view().tile::<m![Q], 1, m![1 # 8]>(7);
    let first = rotated.view_mut().tile::<m![Q], 1, m![1 # 8]>(0);
    last.to_dm_view(&mut ctx.tdma, first);

    rotated.to_hbm(&mut ctx.tdma, 0x1_0000)
}

/// Copies `[P, Q]` HBM to HBM through a tile of a tile: halves of `P`, then quarters of `Q`.
#[device(chip = 1)]
pub fn nested_tiles(
    ctx: &mut Context,
    input: &HbmTensor<u8, Chip, m![P, Q]>,
) -> HbmTensor<u8, Chip, m![P, Q]> {
    let mut out = unsafe { HbmTensor::<u8, Chip, m![P, Q]>::from_addr(0x2_0000) };
    for half in 0..2 {
        let src_half = input.view().tile::<m![P / 128], 1, m![1 # 2, P % 128, Q]>(half);
        let mut dst_half = out.view_mut().tile::<m![P / 128], 1, m![1 # 2, P % 128, Q]>(half);
        for quarter in 0..4 {
            let src = src_half.tile::<m![Q / 2], 1, m![1 # 2, P % 128, 1 # 4, Q % 2]>(quarter);
            let dst = dst_half.tile::<m![Q / 2], 1, m![1 # 2, P % 128, 1 # 4, Q % 2]>(quarter);
            src.to_hbm_view(&mut ctx.tdma, dst);
        }
    }
    out
}
