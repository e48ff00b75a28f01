// valid DMA::ENGINE  (a helper taking the tensor DMA as DmaContext<{ Dma::Tensor }>, copying HBM to HBM transposed through it)
// invalid DMA::ENGINE: "fn transpose_copy(dma: &mut DmaContext<{ Dma::Tensor }>" => "fn transpose_copy(dma: &mut DmaContext<{ Dma::Pcie }>"  (the parameter typed for the PCIe DMA, given &mut ctx.tdma: rustc's mismatched types)
// invalid DMA::ENGINE: "x.to_hbm::<{ Dma::Tensor }, m![B, A]>(dma, 0x100000)" => "x.to_hbm::<{ Dma::Pcie }, m![B, A]>(dma, 0x100000)"  (the copy's const names the PCIe DMA, its context is the tensor DMA, memory_tensor.rs:227)
// valid DMA::ENGINE: "fn transpose_copy(dma: &mut DmaContext<{ Dma::Tensor }>" => "fn transpose_copy(dma: &mut DmaContext<{ Dma::Pcie }>"; "x.to_hbm::<{ Dma::Tensor }, m![B, A]>(dma, 0x100000)" => "x.to_hbm::<{ Dma::Pcie }, m![B, A]>(dma, 0x100000)"; "transpose_copy(&mut ctx.tdma, input)" => "transpose_copy(&mut ctx.pdma, input)"  (the same copy through the PCIe DMA: to_hbm is generic over the engine)
use furiosa_visa_std::prelude::*;

axes![A = 4096, B = 8];

type Chip = m![1];

fn transpose_copy(dma: &mut DmaContext<{ Dma::Tensor }>, x: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<i32, Chip, m![B, A]> {
    x.to_hbm::<{ Dma::Tensor }, m![B, A]>(dma, 0x100000)
}

#[device(chip = 1)]
pub fn transposed(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<i32, Chip, m![B, A]> {
    transpose_copy(&mut ctx.tdma, input)
}
