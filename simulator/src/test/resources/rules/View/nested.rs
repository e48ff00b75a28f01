// valid View::SUBVIEW  (a tile of a tile: the half of B / 2, then its row of B % 2, the second view the first divided by its tile, each row loaded in turn through both)
// invalid View::SUBVIEW: "m![1 # 2, 1 # 2, A]>(b % 2)" => "m![1 # 2, A]>(b % 2)"  (the row without the padding B % 2 leaves: 4096 positions where the divided half keeps 8192, furiosa-mapping/src/mapping.rs:265)
// invalid View::SUBVIEW: "tile::<m![B % 2], 1" => "tile::<m![B / 2], 1"  (a tile of B / 2 of the half, which holds only B % 2, mapping.rs:254)
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
