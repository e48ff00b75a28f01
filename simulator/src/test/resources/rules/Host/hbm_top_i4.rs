// valid HBM::CAPACITY: "1 << 20" => "51539591168"  (16384 i4, 8192 bytes, ending at 48 GB - 8192, where the input x, placed at the top, starts)
// invalid HBM::CAPACITY: "51539591168" => "51539607552"  (the output starting at 48 GB, the end of HBM: its 8192 bytes lie past it)
// invalid HBM::OVERLAP: "1 << 20" => "51539591176"  (the output 8 bytes higher: its last 8 bytes overwrite the borrowed input x at the top)
// valid DMA::WRITE_ALIGN  (i4 placed in DM at 0)
// invalid DMA::WRITE_ALIGN: "x.to_dm(&mut ctx.tdma, 0)" => "x.to_dm(&mut ctx.tdma, 4)"  (16 nibbles a slice written at DM byte 4)
// valid Element::ALIGN: "1 << 20" => "1048577"  (i4 in HBM at an odd byte: a tensor of nibbles is aligned to its whole bytes)
use furiosa_visa_std::prelude::*;

axes![A = 16384];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i4, m![1], m![A]>) -> HbmTensor<i4, m![1], m![A]> {
    let dm: DmTensor<i4, m![1], m![1 # 2], m![A / 64], m![A % 64]> = x.to_dm(&mut ctx.tdma, 0);
    dm.to_hbm(&mut ctx.tdma, 1 << 20)
}

