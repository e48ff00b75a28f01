//! Copies tiled with nested loops: DM views cut by `slice_tile` over the rows and `tile` over the
//! columns, written into the matching tiles of HBM views, and HBM tiles loaded into DM tiles.

use super::*;

type Rows = DmTensor<i32, Chip, Cluster, m![R], m![T]>;

/// Row quarters (`R / 64`) and column halves (`T / 32`) of a tile grid.
struct Grid;

impl Grid {
    const ROW_QUARTERS: usize = 4;
    const COLUMN_HALVES: usize = 2;
}

/// `out[r, t] = x[r, (t + 32) mod 64]`: every tile of a row quarter written to the other half.
#[device(chip = 1)]
pub fn halves_swapped_by_tiles(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, T]>) -> HbmTensor<i32, Chip, m![R, T]> {
    let rows: Rows = x.to_dm(&mut ctx.tdma, 0x1000);
    let mut out = unsafe { HbmTensor::<i32, Chip, m![R, T]>::from_addr(0x10_0000) };
    for quarter in 0..Grid::ROW_QUARTERS {
        let band = rows.view().slice_tile::<m![R / 64], 1, m![1 # 4, R % 64]>(quarter);
        for (from, to) in (0..Grid::COLUMN_HALVES).zip((0..Grid::COLUMN_HALVES).rev()) {
            band.tile::<m![T / 32], 1, m![1 # 2, T % 32]>(from).to_hbm_view(
                &mut ctx.tdma,
                out.view_mut()
                    .tile::<m![R / 64], 1, m![1 # 4, R % 64, T]>(quarter)
                    .tile::<m![T / 32], 1, m![1 # 4, R % 64, 1 # 2, T % 32]>(to),
            );
        }
    }
    out
}

/// `out[r, t] = x[r, t]`, loaded in column quarters from HBM into the matching DM tiles, the
/// quarters taken even ones first (`step_by`), then written out whole.
#[device(chip = 1)]
pub fn quarters_loaded_in_steps(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, T]>) -> HbmTensor<i32, Chip, m![R, T]> {
    let mut rows: Rows = unsafe { DmTensor::from_addr(0x2000) };
    for first in 0..2 {
        for q in (first..4).step_by(2) {
            x.view()
                .tile::<m![T / 16], 1, m![R, 1 # 4, T % 16]>(q)
                .to_dm_view(&mut ctx.tdma, rows.view_mut().tile::<m![T / 16], 1, m![1 # 4, T % 16]>(q));
        }
    }
    rows.to_hbm(&mut ctx.tdma, 0x10_0000)
}
