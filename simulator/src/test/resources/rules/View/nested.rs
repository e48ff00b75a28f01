// valid View::SUBVIEW  (a tile of a tile: the half of B / 2, then its row of B % 2, the second view the first divided by its tile, each row loaded in turn through both)
// invalid View::SUBVIEW: "m![1 # 2, 1 # 2, A]>(b % 2)" => "m![1 # 2, A]>(b % 2)"  (the row without the padding B % 2 leaves: 4096 positions where the divided half keeps 8192, furiosa-mapping/src/mapping.rs:265)
// invalid View::SUBVIEW: "tile::<m![B % 2], 1" => "tile::<m![B / 2], 1"  (a tile of B / 2 of the half, which holds only B % 2, mapping.rs:254)
// valid DMA::COVERAGE  (a row of a half of x, loaded to DM, re-laid in DM and written to its row of out through a view)
// invalid DMA::COVERAGE: "let dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]>" => "let dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 4]>"  (the DM tensor lacks A % 8 / 4 of the row: the copy divides by the view's mapping and fails, tensor_view.rs:63)
// invalid View::SUBVIEW: "m![1 # 2, 1 # 2, A]>(b % 2)" => "m![1 # 2, A]>(b % 2)"; "let dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]>" => "let dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 4]>"  (the inner tile's type lacks the padding, and the copy of it would miss A % 8 / 4: the tile's assertion comes first, mapping.rs:265)
// invalid DMA::COVERAGE: "let moved: DmTensor<i32, Chip, Cluster, m![A % 256], m![A / 256]>" => "let moved: DmTensor<i32, Chip, Cluster, m![A % 256], m![A / 512]>"  (the DM-to-DM copy's destination lacks A / 256 % 2)
// valid DMA::COVERAGE: "let moved: DmTensor<i32, Chip, Cluster, m![A % 256], m![A / 256]>" => "let moved: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]>"  (the DM-to-DM copy to the row's own layout)
// invalid View::SUBVIEW: "let dst_row = dst.tile::<m![B], 1, m![1 # 4, A]>(b);" => "let dst_row = dst.tile::<m![B], 1, m![A]>(b);"  (the destination row's type without the padding B leaves, mapping.rs:265)
// valid View::SUBVIEW: "let half = x.view().tile::<m![B / 2], 1, m![1 # 2, B % 2, A]>(b / 2);\n        let row = half.tile::<m![B % 2], 1, m![1 # 2, 1 # 2, A]>(b % 2);" => "let half = x.view().tile::<m![B / 2], 1, m![1 # 2, B % 2, A]>(b / 2);\n        let quarter = half.tile::<m![A / 1024], 1, m![1 # 2, B % 2, 1 # 2, A % 1024]>(0);\n        let row = quarter.tile::<m![B % 2], 1, m![1 # 2, 1 # 2, 1 # 2, A % 1024]>(b % 2);"; "type Slice = m![A / 8];" => "type Slice = m![A % 1024 / 8 # 256];"; "let moved: DmTensor<i32, Chip, Cluster, m![A % 256], m![A / 256]>" => "let moved: DmTensor<i32, Chip, Cluster, m![A % 256], m![A % 1024 / 256]>"; "let dst_row = dst.tile::<m![B], 1, m![1 # 4, A]>(b);" => "let dst_row = dst.tile::<m![B], 1, m![1 # 4, A]>(b).tile::<m![A / 1024], 1, m![1 # 4, 1 # 2, A % 1024]>(0);"  (three tiles deep: the half, the first 1024 of A, the row; each view the parent divided by its tile)
use furiosa_visa_std::prelude::*;

axes![A = 2048, B = 4];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

/// Loads one B-row of x at a time through a view of a view, and re-lays it in DM.
#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![B, A]>) -> HbmTensor<i32, Chip, m![B, A]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![B, A]>::from_addr(1 << 24) };
    for b in 0..4 {
        let half = x.view().tile::<m![B / 2], 1, m![1 # 2, B % 2, A]>(b / 2);
        let row = half.tile::<m![B % 2], 1, m![1 # 2, 1 # 2, A]>(b % 2);
        let dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = row.to_dm(&mut ctx.tdma, 0);
        let moved: DmTensor<i32, Chip, Cluster, m![A % 256], m![A / 256]> = dm.to_dm(&mut ctx.tdma, 0x1000);
        let mut dst = out.view_mut();
        let dst_row = dst.tile::<m![B], 1, m![1 # 4, A]>(b);
        moved.view().to_hbm_view(&mut ctx.tdma, dst_row);
    }
    out
}
