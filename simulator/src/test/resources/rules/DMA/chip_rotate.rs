// valid DMA::SHUFFLE  (the four chips rotated: chip c takes chip c + 1's part)
// invalid Kernel::UNMODELLED: "&[1, 2, 3, 0]" => "&[1, 2, 3, 4]"  (source chip 4 of 4 chips: its chip_tile, context.rs:186, starts past the tensor's Chip, which the reference's tile does not assert, tensor_view.rs:86: unknown)
// invalid DMA::SHUFFLE: "&[1, 2, 3, 0]" => "&[1, 2, 3]"  (three entries where the chip pattern is a [usize; 4], context.rs:182)
// invalid DMA::SHUFFLE: "dm_chip_shuffle::<_, CHIPS," => "dm_chip_shuffle::<_, 2,"; "&[1, 2, 3, 0]" => "&[1, 0]"  (CHIP_DIM 2 for a tensor on 4 chips: chip_tile::<Chip, 1, Padding<Identity, 2>> is no sub-view of m![G], mapping.rs:265)
// valid DMA::SHUFFLE: "&[1, 2, 3, 0]" => "&[3, 3, 3, 3]"  (chip 3's part broadcast to every chip)
// valid DMA::WRITE_ALIGN  (the copy back to HBM at 0x2000)
// invalid DMA::WRITE_ALIGN: "x.to_dm(&mut ctx.tdma, 0)" => "x.to_dm(&mut ctx.tdma, 4)"  (bf16 placed in DM at 4)
use furiosa_visa_std::prelude::*;

axes![G = 4, A = 4096];

const CHIPS: usize = 4;

#[device(chip = 4)]
fn rotate(ctx: &mut Context, x: &HbmTensor<bf16, m![G], m![A]>) -> HbmTensor<bf16, m![G], m![A]> {
    let dm: DmTensor<bf16, m![G], m![A / 2048], m![A / 8 % 256], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let next: DmTensor<bf16, _, _, _, _> = ctx
        .tdma
        .dm_chip_shuffle::<_, CHIPS, _, _, _, _>(dm.view(), &[1, 2, 3, 0]);
    next.to_hbm(&mut ctx.tdma, 0x2000)
}
