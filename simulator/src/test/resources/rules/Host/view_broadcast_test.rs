// valid Host::COVERAGE  (the reference crate's test_view_broadcast, random data in place of 0..512: A copied host to HBM, broadcast over B by an HBM-to-HBM copy, read back)
// invalid Host::COVERAGE: "hbm2.to_host::<m![A, B]>(&mut ctx.pdma)" => "hbm2.to_host::<m![A]>(&mut ctx.pdma)"  (read back without B: every element of A is the same along B, but to_host divides the host mapping by the HBM tensor's [Chip, Element], which holds B, runtime/backend.rs:63, tensor_view.rs:63)
// invalid DMA::ENGINE: "input.to_hbm::<m![1], m![A]>(&mut ctx.pdma, 0)" => "input.to_hbm::<m![1], m![A]>(&mut ctx.tdma, 0)"  (a host tensor sent through the tensor DMA: HostTensor::to_hbm takes the PCIe DMA)
// invalid DMA::ENGINE: "hbm1.to_hbm::<{ Dma::Tensor }, m![A, B]>(&mut ctx.tdma, 0)" => "hbm1.to_hbm::<{ Dma::Pcie }, m![A, B]>(&mut ctx.tdma, 0)"  (the const DMA says PCIe, the context is the tensor DMA)
// valid DMA::ENGINE: "hbm1.to_hbm::<{ Dma::Tensor }, m![A, B]>(&mut ctx.tdma, 0)" => "hbm1.to_hbm::<{ Dma::Pcie }, m![A, B]>(&mut ctx.pdma, 0)"  (HBM to HBM through the PCIe DMA: to_hbm is generic over the DMA, memory_tensor.rs:227)
// valid Host::COVERAGE: "hbm2.to_host::<m![A, B]>(&mut ctx.pdma)" => "hbm2.to_host::<m![B, A]>(&mut ctx.pdma)"  (read back transposed)
// valid DMA::COVERAGE: "    let _output" => "    let _dm = hbm2.to_dm::<m![1 # 2], m![A / 2], m![A % 2, B]>(&mut ctx.tdma, 0);\n    let _output"  (the broadcast tensor copied to DM whole)
// invalid DMA::COVERAGE: "m![A / 2], m![A % 2, B]>(&mut ctx.tdma, 0)" => "m![A / 2], m![A % 2]>(&mut ctx.tdma, 0)"  (the DM tensor without B: its values do not vary along B, but the copy divides the DM mapping by the HBM tensor's, which holds B, tensor_view.rs:63)
use furiosa_visa_std::prelude::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;

axes![A = 512, B = 4];

#[tokio::test]
async fn test_view_broadcast() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(7);

    let input = HostTensor::<i32, m![A]>::rand(&mut rng);
    let hbm1 = input.to_hbm::<m![1], m![A]>(&mut ctx.pdma, 0).await;
    let hbm2 = hbm1.to_hbm::<{ Dma::Tensor }, m![A, B]>(&mut ctx.tdma, 0);
    let _output = hbm2.to_host::<m![A, B]>(&mut ctx.pdma).await;
}
