// valid View::SUBVIEW  (four tiles of 8 rows, R / 8 = 0..3 each kept as padding 1 # 4)
// invalid View::SUBVIEW: "let rows = x.view().tile::<m![R / 8], 1, m![1 # 4, R % 8, C]>(t);" => "let rows = x.view().tile::<m![R / 8], 1, m![R % 8, C]>(t);"  (the tile's type without R / 8's padding: 512 positions where the divided mapping keeps 2048, mapping.rs:265)
// invalid View::SUBVIEW: "let rows = x.view().tile::<m![R / 8], 1, m![1 # 4, R % 8, C]>(t);" => "let rows = x.view().tile::<m![R / 8], 1, m![R % 8, 1 # 4, C]>(t);"  (the padding placed inside the rows, not where R / 8 was)
// valid DMA::WRITE_ALIGN  (tile t placed at t * 64 in each slice's DM)
// invalid DMA::WRITE_ALIGN: "rows.to_dm(&mut ctx.tdma, t * 64)" => "rows.to_dm(&mut ctx.tdma, t * 68)"  (tile 1 at 68, 4-byte aligned only)
// valid DM::OVERLAP: "rows.to_dm(&mut ctx.tdma, t * 64)" => "rows.to_dm(&mut ctx.tdma, 0)"  (every tile at 0: each tile is read (written back) before the next is placed over it)
// valid DMA::COVERAGE  (each DM tile holds the 8 × 64 elements of its HBM tile)
// invalid DMA::COVERAGE: "let dm: DmTensor<i8, Chip, m![1], m![R % 8], m![C]>" => "let dm: DmTensor<i8, Chip, m![1], m![R % 8], m![C / 2]>"  (the DM tile holds half of the columns, tensor_view.rs:63)
use furiosa_visa_std::prelude::*;

axes![R = 32, C = 64];

type Chip = m![1];

const TILES: usize = 4;

/// Copies the rows through DM a tile of 8 rows at a time, one row per slice.
#[device(chip = 1)]
fn by_row_tiles(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![R, C]>) -> HbmTensor<i8, Chip, m![R, C]> {
    let mut out = unsafe { HbmTensor::<i8, Chip, m![R, C]>::from_addr(1 << 20) };
    for t in 0..TILES {
        let rows = x.view().tile::<m![R / 8], 1, m![1 # 4, R % 8, C]>(t);
        let dm: DmTensor<i8, Chip, m![1], m![R % 8], m![C]> = rows.to_dm(&mut ctx.tdma, t * 64);
        let dst = out.view_mut().tile::<m![R / 8], 1, m![1 # 4, R % 8, C]>(t);
        dm.to_hbm_view(&mut ctx.tdma, dst);
    }
    out
}
