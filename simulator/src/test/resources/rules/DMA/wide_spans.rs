// valid Cluster::SIZE  (a DM tensor over 4 clusters, copied from HBM and back, never fetched: the reference checks the count at a fetch only, stream_tensor.rs:203)
// invalid Cluster::SIZE: "    dm.to_hbm(&mut ctx.tdma, 0x8000)\n" => "    let y: DmTensor<i32, m![1], m![A / 1024], m![A / 4 % 256], m![A % 4]> = ctx\n        .main\n        .begin(dm.view())\n        .fetch::<i32, m![1], m![A % 4 # 8]>()\n        .collect::<m![1], m![A % 4 # 8]>()\n        .commit(0x4000);\n    y.to_hbm(&mut ctx.tdma, 0x8000)\n"  (the 4-cluster tensor fetched: stream_tensor.rs:203)
// valid Slice::SIZE: "m![A / 1024], m![A / 4 % 256]" => "m![A / 2048], m![A / 4 % 512]"  (a DM tensor over 512 slices, copied and never fetched: the reference checks the count at a fetch only, stream_tensor.rs:204)
// invalid Slice::SIZE: "    dm.to_hbm(&mut ctx.tdma, 0x8000)\n" => "    let y: DmTensor<i32, m![1], m![A / 2048], m![A / 4 % 512], m![A % 4]> = ctx\n        .main\n        .begin(dm.view())\n        .fetch::<i32, m![1], m![A % 4 # 8]>()\n        .collect::<m![1], m![A % 4 # 8]>()\n        .commit(0x4000);\n    y.to_hbm(&mut ctx.tdma, 0x8000)\n"  (the 512-slice tensor fetched: stream_tensor.rs:204)
// valid DMA::COVERAGE: "    dm.to_hbm(&mut ctx.tdma, 0x8000)\n" => "    let back: DmTensor<i32, m![1], m![A / 1024], m![A / 4 % 256], m![A % 2, A % 4 / 2]> = dm.to_dm(&mut ctx.tdma, 0x4000);\n    back.to_hbm(&mut ctx.tdma, 0x8000)\n"  (the 4-cluster tensor copied within DM, its element's digits swapped: each destination holds every index)
// invalid DMA::COVERAGE: "m![A % 2, A % 4 / 2]> = dm.to_dm" => "m![A % 2]> = dm.to_dm"  (the DM copy drops A / 2 % 2: tensor_view.rs:63)
// invalid Kernel::UNMODELLED: "    dm.to_hbm(&mut ctx.tdma, 0x8000)\n" => "    let z: DmTensor<i32, _, _, _, _> = ctx.tdma.dm_cluster_shuffle::<_, 4, _, _, _, _>(dm.view(), &[1, 0, 3, 2]);\n    z.to_hbm(&mut ctx.tdma, 0x8000)\n"  (a shuffle of the 4 clusters: the reference tiles the tensor by its Cluster, which no rule bounds, but the simulator moves data between a chip's 2 clusters only)
use furiosa_visa_std::prelude::*;

axes![A = 4096];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {
    let dm: DmTensor<i32, m![1], m![A / 1024], m![A / 4 % 256], m![A % 4]> = x.to_dm(&mut ctx.tdma, 0);
    dm.to_hbm(&mut ctx.tdma, 0x8000)
}
