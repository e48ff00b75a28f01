// valid DMA::PCOPY  (three device functions, each clean: a parallel copy of a tile of a view, a shuffle, a copy through the sub context)
// invalid DMA::PCOPY: "parallel_copy_cluster_slice::<2, m![B / 2]" => "parallel_copy_cluster_slice::<4, m![B / 2]"; "(odd, &[1, 0])" => "(odd, &[1, 0, 1, 0])"  (only the first function broken: CLUSTER_DIM 4 for the tile's 2 clusters, context.rs:267 and mapping.rs:265)
// invalid DMA::PCOPY: "picked.to_dm_pcopy(&mut ctx.sub" => "picked.to_dm_pcopy(&mut ctx.main"  (only the third function broken: to_dm_pcopy takes the sub context, memory_tensor.rs:451)
// invalid Kernel::UNMODELLED: "(odd, &[1, 0])" => "(odd, &[2, 0])"  (tile 2 of B / 2, which has 2: a tile starting past its dimension, unknown)
// valid DMA::SHUFFLE  (the second function shuffles its two clusters)
// invalid DMA::SHUFFLE: "dm_cluster_shuffle::<_, 2, _, _, _, _>(y.view(), &[1, 0])" => "dm_cluster_shuffle::<_, 3, _, _, _, _>(y.view(), &[1, 0])"  (only the second function broken: CLUSTER_DIM 3 for 2 clusters)
// valid View::SUBVIEW  (the first function's view of a view: the odd rows B % 2 = 1, then one tile of B / 2 per cluster)
// invalid View::SUBVIEW: "tile::<m![B % 2], 1, m![B / 2, 1 # 2, A % 8]>(1)" => "tile::<m![B % 2], 1, m![B / 2, A % 8]>(1)"  (the first tile's type without B % 2's padding: mapping.rs:265)
// valid DMA::COVERAGE  (each destination holds what its source holds)
// invalid DMA::COVERAGE: "m![A % 2, A % 8 / 2]>::from_addr" => "m![A % 2, A % 8 / 4]>::from_addr"  (the third function's destination lacks A / 2 % 2, which its source holds: tensor_view.rs:63)
use furiosa_visa_std::prelude::*;

axes![A = 4096, B = 4];

#[device(chip = 1)]
fn pick(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![B, A]>) -> HbmTensor<i32, m![1], m![A]> {
    let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![B, A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let odd = dm.view().tile::<m![B % 2], 1, m![B / 2, 1 # 2, A % 8]>(1);
    let picked: DmTensor<i32, _, _, _, m![1 # 4, A % 8]> = ctx
        .sub
        .parallel_copy_cluster_slice::<2, m![B / 2], m![1 # 2, 1 # 2, A % 8], _, _, _, _, _, _>(odd, &[1, 0]);
    picked.to_hbm(&mut ctx.tdma, 0x10000)
}

#[device(chip = 1)]
fn swap(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {
    let y: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let z: DmTensor<i32, _, _, _, _> = ctx.tdma.dm_cluster_shuffle::<_, 2, _, _, _, _>(y.view(), &[1, 0]);
    z.to_hbm(&mut ctx.tdma, 0x10000)
}

#[device(chip = 1)]
fn copy(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {
    let picked: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let mut out = unsafe { DmTensor::<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 2, A % 8 / 2]>::from_addr(0x1000) };
    picked.to_dm_pcopy(&mut ctx.sub, &mut out);
    out.to_hbm(&mut ctx.tdma, 0x10000)
}
