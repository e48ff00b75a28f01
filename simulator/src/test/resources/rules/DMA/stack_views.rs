// valid DMA::COVERAGE  (one DMA into each tile of y along B: x stacked twice, each copy's destination view holding every index of x)
// invalid DMA::ENGINE: "to_dm_view(&mut ctx.tdma" => "to_dm_view(&mut ctx.pdma"  (a DM-to-DM copy through the PCIe DMA)
// invalid DMA::COVERAGE: "let x_dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);" => "let x_dm: DmTensor<i32, Chip, Cluster, Slice, m![B, A % 8]> = unsafe { DmTensor::from_addr(0x2000) };"  (a source holding both rows of B copied into one tile, which holds neither: the destination lacks an index of the source, tensor_view.rs:63)
use furiosa_visa_std::prelude::*;

axes![A = 2048, B = 2];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

/// Stacks two copies of x along B, one DMA into each tile of the output.
#[device(chip = 1)]
fn stack(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![B, A]> {
    let x_dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let mut y: DmTensor<i32, Chip, Cluster, Slice, m![B, A % 8]> = unsafe { DmTensor::from_addr(0x1000) };
    for b in 0..2 {
        x_dm.view().to_dm_view(&mut ctx.tdma, y.view_mut().tile::<m![B], 1, m![1 # 2, A % 8]>(b));
    }
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
