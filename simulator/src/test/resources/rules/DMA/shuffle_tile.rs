// valid DMA::SHUFFLE  (a cluster shuffle of a tile of the tensor, B = 1: a view of a view, its Cluster m![A / 2048] of 2 positions)
// invalid DMA::SHUFFLE: "dm_cluster_shuffle::<_, 2," => "dm_cluster_shuffle::<_, 1,"  (CLUSTER_DIM 1 for the tile's Cluster of 2 positions: assert_div, furiosa-mapping/src/mapping.rs:265)
// valid View::SUBVIEW  (the tile of B keeps its place as padding, 1 # 2)
// invalid View::SUBVIEW: "m![1 # 2, A % 8]>(1)" => "m![A % 8]>(1)"  (the tile's type without B's padding: mapping.rs:265)
// invalid Kernel::UNMODELLED: "m![1 # 2, A % 8]>(1)" => "m![1 # 2, A % 8]>(2)"  (tile 2 of B, which has 2: a tile starting past its dimension, unknown)
// valid DMA::COVERAGE  (the shuffled tile, back in HBM, holds all of A)
// invalid DMA::COVERAGE: "-> HbmTensor<i16, m![1], m![A]>" => "-> HbmTensor<i16, m![1], m![A % 2048]>"  (the HBM destination drops A / 2048, which the shuffled tensor holds: tensor_view.rs:63)
// valid DMA::WRITE_ALIGN: "0x4000" => "0x4002"  (an i16 HBM destination at 0x4002: only DM writes want 8-byte alignment, HBM takes any byte, the book's dma-engine.md:779)
// valid Element::ALIGN: "0x4000" => "0x4006"  (i16 at 0x4006, a multiple of 2)
// invalid Element::ALIGN: "0x4006" => "0x4009"  (an i16 tensor at an odd address)
// valid DMA::SHUFFLE: "dm_cluster_shuffle::<_, 2, _, _, _, _>(half, &[1, 0])" => "dm_chip_shuffle::<_, 1, _, _, _, _>(half, &[0])"  (a chip shuffle of the same tile on one chip)
// invalid DMA::SHUFFLE: "dm_chip_shuffle::<_, 1, _, _, _, _>(half, &[0])" => "dm_chip_shuffle::<_, 2, _, _, _, _>(half, &[0, 0])"  (CHIP_DIM 2 for the tile's Chip m![1]: mapping.rs:265)
use furiosa_visa_std::prelude::*;

axes![A = 4096, B = 2];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i16, m![1], m![B, A]>) -> HbmTensor<i16, m![1], m![A]> {
    let dm: DmTensor<i16, m![1], m![A / 2048], m![A / 8 % 256], m![B, A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let half = dm.view().tile::<m![B], 1, m![1 # 2, A % 8]>(1);
    let shuffled: DmTensor<i16, _, _, _, _> = ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(half, &[1, 0]);
    shuffled.to_hbm(&mut ctx.tdma, 0x4000)
}
