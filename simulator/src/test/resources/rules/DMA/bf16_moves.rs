// valid DMA::COVERAGE  (HBM to DM, DM to DM with the Element's two digits swapped, DM to HBM, and HBM to HBM transposed through the PCIe DMA: every destination holds every index of its source)
// invalid DMA::COVERAGE: "m![E % 8, E / 8]>" => "m![E % 8, E / 16]>"  (the DM to DM copy's destination drops E / 8 % 2, which the source holds: write_transpose's division fails, tensor_view.rs:63)
// invalid DMA::COVERAGE: "h.to_hbm::<m![E, S]>(&mut ctx.pdma, 1 << 22)" => "h.to_hbm::<m![E / 2, S]>(&mut ctx.pdma, 1 << 22)"; "-> HbmTensor<bf16, Chip, m![E, S]>" => "-> HbmTensor<bf16, Chip, m![E / 2, S]>"  (the HBM to HBM copy keeps only the even E)
// invalid DMA::COVERAGE: "x.to_dm::<Cluster, m![S], m![E]>" => "x.to_dm::<Cluster, m![S], m![E % 32]>"  (the first copy into DM drops E / 32)
// valid DMA::COVERAGE: "m![E % 8, E / 8]>" => "m![E % 8 # 10, E / 8]>"  (a destination padded inside: its padding holds no index)
// valid DMA::COVERAGE: "to_dm::<m![S], m![E % 8, E / 8]>" => "to_dm::<m![S / 2, 1 # 2], m![S % 2, E % 8, E / 8]>"  (the DM to DM copy moves S % 2 from the Slice into the Element, the Slice padded to 256)
// valid DMA::ENGINE  (HBM to HBM through ctx.pdma)
// valid DMA::ENGINE: "h.to_hbm::<m![E, S]>(&mut ctx.pdma" => "h.to_hbm::<m![E, S]>(&mut ctx.tdma"  (HBM to HBM through ctx.tdma: HbmTensor::to_hbm is generic over the DMA, memory_tensor.rs:227)
// invalid DMA::ENGINE: "let h = y_dm.to_hbm::<m![S, E]>(&mut ctx.tdma" => "let h = y_dm.to_hbm::<m![S, E]>(&mut ctx.pdma"  (DM to HBM through the PCIe DMA: DmTensor::to_hbm takes DmaContext<{ Dma::Tensor }>, memory_tensor.rs:402)
// invalid DMA::ENGINE: "let y_dm = x_dm.to_dm::<m![S], m![E % 8, E / 8]>(&mut ctx.tdma" => "let y_dm = x_dm.to_dm::<m![S], m![E % 8, E / 8]>(&mut ctx.pdma"  (DM to DM through the PCIe DMA, memory_tensor.rs:440)
use furiosa_visa_std::prelude::*;

axes![S = 256, E = 64];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![S, E]>) -> HbmTensor<bf16, Chip, m![E, S]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![E]>(&mut ctx.tdma, 0);
    let y_dm = x_dm.to_dm::<m![S], m![E % 8, E / 8]>(&mut ctx.tdma, 1 << 12);
    let h = y_dm.to_hbm::<m![S, E]>(&mut ctx.tdma, 1 << 20);
    h.to_hbm::<m![E, S]>(&mut ctx.pdma, 1 << 22)
}
