// valid DMA::ENGINE  (an HBM-to-HBM copy through ctx.pdma: HbmTensor::to_hbm takes a DmaContext of either engine, memory_tensor.rs:227)
// valid DMA::ENGINE: "    let h3: HbmTensor<i32, m![1], m![A, B]> = x.to_hbm(&mut ctx.pdma, 0x40000);\n" => "    let mut h3 = unsafe { HbmTensor::<i32, m![1], m![A, B]>::from_addr(0x40000) };\n    x.view().to_hbm_view(&mut ctx.pdma, h3.view_mut());\n"  (an HBM view written through ctx.pdma: to_hbm_view is generic over the DMA too, memory_tensor.rs:302)
// invalid DMA::ENGINE: "x.to_dm(&mut ctx.tdma, 0)" => "x.to_dm(&mut ctx.pdma, 0)"  (HBM to DM through ctx.pdma: to_dm takes DmaContext<{ Dma::Tensor }> only)
// invalid DMA::ENGINE: "dm.to_hbm(&mut ctx.tdma, 0x10000)" => "dm.to_hbm(&mut ctx.pdma, 0x10000)"  (DM to HBM through ctx.pdma)
// invalid DMA::ENGINE: "dm.to_hbm(&mut ctx.tdma, 0x10000)" => "dm.to_hbm(&mut ctx.sub, 0x10000)"  (DM to HBM through ctx.sub, a Tensor Unit context: to_hbm takes a DmaContext)
// valid DMA::COVERAGE  (the HBM copy holds both axes, in the other order)
// invalid DMA::COVERAGE: "HbmTensor<i32, m![1], m![A, B]> = x.to_hbm" => "HbmTensor<i32, m![1], m![A, B % 2]> = x.to_hbm"  (the HBM copy holds B % 2 only: the source's B / 2 has nowhere to go, tensor_view.rs:63)
// base: "    dm.to_hbm(&mut ctx.tdma, 0x10000)\n" => "    let _spill = |at| dm.to_hbm::<m![B, A]>(&mut ctx.tdma, at);\n    dm.to_hbm(&mut ctx.tdma, 0x10000)\n"  (a closure with an untyped address parameter, never called)
// valid DMA::ENGINE  (the uncalled closure copies DM to HBM through ctx.tdma)
// invalid DMA::ENGINE: "|at| dm.to_hbm::<m![B, A]>(&mut ctx.tdma, at)" => "|at| dm.to_hbm::<m![B, A]>(&mut ctx.pdma, at)"  (rustc types the closure's body where it is written, inferring at as the address to_hbm takes: DM to HBM through ctx.pdma is rejected though the closure never runs)
// invalid DMA::ENGINE: "|at| dm.to_hbm::<m![B, A]>(&mut ctx.tdma, at)" => "|at, n| dm.to_hbm::<m![B, A]>(&mut ctx.pdma, at + n * 0x1000)"  (two untyped parameters, both integers of the address: the same error)
use furiosa_visa_std::prelude::*;

axes![A = 4096, B = 4];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![B, A]>) -> HbmTensor<i32, m![1], m![B, A]> {
    let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![B, A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let h3: HbmTensor<i32, m![1], m![A, B]> = x.to_hbm(&mut ctx.pdma, 0x40000);
    dm.to_hbm(&mut ctx.tdma, 0x10000)
}
