//! Views of views: a tile of a tile copied by the sub context's parallel copy.

use super::*;

axes![G = 4, E = 8];

/// Column group `g` of `x` rearranged so that group 1's element halves are swapped:
/// out[s, 1, e] = x[s, 1, (e + 4) % 8]; other groups copied as they are.
#[device(chip = 1)]
pub fn half_groups_swapped(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A / 8, G, E]>) -> HbmTensor<i32, Chip, m![A / 8, G, E]> {
    let input = x.to_dm::<m![1], m![A / 8], m![G, E]>(&mut ctx.tdma, 0x1000);
    let mut output = unsafe { DmTensor::<i32, m![1], m![1], m![A / 8], m![G, E]>::from_addr(0x2000) };
    input.to_dm_pcopy(&mut ctx.sub, &mut output);
    for half in [0usize, 1] {
        let group = input.view().tile::<m![G], 1, m![1 # 4, E]>(1);
        let from = group.tile::<m![E / 4], 1, m![1 # 4, 1 # 2, E % 4]>(half);
        let mut target = output.view_mut().tile::<m![G], 1, m![1 # 4, E]>(1);
        let to = target.tile::<m![E / 4], 1, m![1 # 4, 1 # 2, E % 4]>(1 - half);
        from.to_dm_view_pcopy(&mut ctx.sub, to);
    }
    output.to_hbm(&mut ctx.tdma, 0x3000)
}

/// The last group of `x` written to HBM alone through an HBM view's tile.
#[device(chip = 1)]
pub fn last_group(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A / 8, G, E]>) -> HbmTensor<i32, Chip, m![A / 8, E]> {
    let tile = x.view().tile::<m![G], 1, m![A / 8, 1 # 4, E]>(3);
    let staged: DmTensor<i32, Chip, m![1], m![A / 8], m![1 # 4, E]> = tile.to_dm(&mut ctx.tdma, 0x1000);
    staged.to_hbm(&mut ctx.tdma, 0x3000)
}
