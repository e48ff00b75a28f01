//! Loops over tiles with computed addresses.

use super::*;

/// Transposes `[N, T]` into `[T, N]` one quarter of `N` at a time, HBM to HBM.
#[device(chip = 1)]
pub fn tiled_transpose(
    ctx: &mut Context,
    input: &HbmTensor<i16, Chip, m![N, T]>,
) -> HbmTensor<i16, Chip, m![T, N]> {
    let mut output = unsafe { HbmTensor::<i16, Chip, m![T, N]>::from_addr(0x10_0000) };
    for t in 0..TILES {
        let src = input.view().tile::<m![N / 256], 1, m![1 # 4, N % 256, T]>(t);
        let dst = output.view_mut().tile::<m![N / 256], 1, m![T, 1 # 4, N % 256]>(t);
        src.to_hbm_view(&mut ctx.tdma, dst);
    }
    output
}

/// Moves each quarter of `N` into its own DM region, then writes the whole tensor back.
#[device(chip = 1)]
pub fn tiled_roundtrip(
    ctx: &mut Context,
    input: &HbmTensor<i32, Chip, m![N, J]>,
) -> HbmTensor<i32, Chip, m![N, J]> {
    type Staged = DmTensor<i32, Chip, Cluster, m![N % 256], m![N / 256, J]>;
    let mut staged = unsafe { Staged::from_addr(2 * BANK) };
    for t in 0..TILES {
        let piece = input.view().tile::<m![N / 256], 1, m![1 # 4, N % 256, J]>(t);
        let slot = staged
            .view_mut()
            .tile::<m![N / 256], 1, m![1 # 4, J]>(t);
        piece.to_dm_view(&mut ctx.tdma, slot);
    }
    staged.to_hbm(&mut ctx.tdma, TILE_ROWS * 0x100)
}
