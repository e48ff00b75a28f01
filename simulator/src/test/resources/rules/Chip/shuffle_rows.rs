// valid DMA::SHUFFLE  (four chips reversed, then each chip keeps its own row of B: chip k the row k)
// invalid DMA::SHUFFLE: "dm_chip_shuffle::<_, 4, _, _, _, _>(dm.view(), &[3, 2, 1, 0])" => "dm_chip_shuffle::<_, 2, _, _, _, _>(dm.view(), &[3, 2])"  (CHIP_DIM 2 for the tensor's Chip of 4 positions: mapping.rs:265)
// invalid DMA::SHUFFLE: "&[3, 2, 1, 0])" => "&[3, 2, 1])"  (three sources for four chips: the pattern is a [usize; CHIP_DIM], context.rs:182)
// valid DMA::SHUFFLE: "&[3, 2, 1, 0])" => "&[1, 1, 1, 1])"  (chip 1 copied to every chip)
// invalid Kernel::UNMODELLED: "&[3, 2, 1, 0])" => "&[3, 2, 1, 4])"  (source chip 4 of 4: a chip_tile starting past the Chip, unknown)
// valid DMA::PCOPY  (one row of B per chip)
// invalid DMA::PCOPY: "parallel_copy_chip_slice::<4, m![B]" => "parallel_copy_chip_slice::<2, m![B]"; "(z.view(), &[0, 1, 2, 3])" => "(z.view(), &[0, 1])"  (CHIP_DIM 2 for 4 chips, context.rs:314)
// invalid Kernel::UNMODELLED: "(z.view(), &[0, 1, 2, 3])" => "(z.view(), &[0, 1, 2, 4])"  (row 4 of B, which has 4: a tile past its dimension, unknown)
// valid DMA::COVERAGE  (each chip's row back in HBM whole)
// invalid DMA::COVERAGE: "HbmTensor<i32, m![A / 4096], m![A % 4096]> {" => "HbmTensor<i32, m![A / 4096], m![A % 2048]> {"  (the HBM destination drops A / 2048 % 2, which the copied rows hold: tensor_view.rs:63)
use furiosa_visa_std::prelude::*;

axes![A = 16384, B = 4];

#[device(chip = 4)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![A / 4096], m![B, A % 4096]>) -> HbmTensor<i32, m![A / 4096], m![A % 4096]> {
    let dm: DmTensor<i32, m![A / 4096], m![A / 2048 % 2], m![A / 8 % 256], m![B, A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let z: DmTensor<i32, _, _, _, _> = ctx.tdma.dm_chip_shuffle::<_, 4, _, _, _, _>(dm.view(), &[3, 2, 1, 0]);
    let picked: DmTensor<i32, _, _, _, m![1 # 4, A % 8]> = ctx
        .sub
        .parallel_copy_chip_slice::<4, m![B], m![1 # 4, A % 8], _, _, _, _, _, _>(z.view(), &[0, 1, 2, 3]);
    picked.to_hbm(&mut ctx.tdma, 0x100000)
}
