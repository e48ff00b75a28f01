// valid DMA::PCOPY  (one tile index per cluster, each a tile of A / 4 % 2 (2 tiles))
// invalid DMA::PCOPY: "&[0, 1" => "&[0, 2"  (tile index 2 of A / 4 % 2, which has 2 tiles)
// invalid DMA::PCOPY: "parallel_copy_cluster_slice::<2," => "parallel_copy_cluster_slice::<4,"; "&[0, 1]" => "&[0, 1, 0, 1]"  (CLUSTER_DIM 4 with 4 tile indices, but the tensor's Cluster m![A / 2048] has 2 positions: its cluster_tile is m![1 # 2], context.rs:267 and assert_div, furiosa-mapping/src/mapping.rs:265)
// valid DMA::SHUFFLE: "fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A / 8, A % 4]> {\n    let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);\n    let sliced: DmTensor<i32, _, _, _, m![A % 4]> = ctx\n        .sub\n        .parallel_copy_cluster_slice::<2, m![A / 4 % 2], m![1 # 2, A % 4], _, _, _, _, _, _>(dm.view(), &[0, 1]);\n    sliced.to_hbm(&mut ctx.tdma, 0x2000)\n" => "fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {\n    let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);\n    let shuffled: DmTensor<i32, _, _, _, _> = ctx\n        .tdma\n        .dm_cluster_shuffle::<_, 2, _, _, _, _>(dm.view(), &[1, 1]);\n    shuffled.to_hbm(&mut ctx.tdma, 0x2000)\n"  ([1, 1] copies cluster 1 to both clusters (a pattern need not be a permutation))
// invalid DMA::SHUFFLE: "&[1, 1" => "&[1, 2"  (source cluster 2 of 2 clusters)
// valid Reshape::SIZE: "4096" => "4096, C = 2, D = 256, E = 8"; "fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A / 8, A % 4]> {\n    let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);\n    let sliced: DmTensor<i32, _, _, _, m![A % 4]> = ctx\n        .sub\n        .parallel_copy_cluster_slice::<2, m![A / 4 % 2], m![1 # 2, A % 4], _, _, _, _, _, _>(dm.view(), &[0, 1]);\n    sliced.to_hbm(&mut ctx.tdma, 0x2000)\n" => "fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![C, D, E]> {\n    let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);\n    let reshaped: DmTensor<i32, m![1], m![C], m![D], m![E]> = unsafe { dm.reshape() };\n    reshaped.to_hbm(&mut ctx.tdma, 0x2000)\n"  (each level keeps its size (Element m![A % 8] becomes m![E], E = 8))
// invalid Reshape::SIZE: "= 8" => "= 4"  (Element m![A % 8] (8) becomes m![E] with E = 4)
// invalid Reshape::SIZE: "E = 8" => "E = 4, F = 2"; "m![C, D, E]" => "m![C, D, E, F]"; "m![D], m![E]>" => "m![D], m![E, F]>"  (Element m![A % 8], one factor, becomes m![E, F], two: the reference's reshape asserts the factor counts match, tensor.rs:123)
// valid DMA::PCOPY: "&[0, 1" => "&[1, 1"  (both clusters take tile 1, the last of A / 4 % 2: a tile may be named twice)
// invalid DMA::PCOPY: "&[1, 1]" => "&[1]"  (one tile index for two clusters: the indices are a [usize; CLUSTER_DIM], context.rs:248)
// valid DMA::PCOPY: "parallel_copy_cluster_slice::<2," => "parallel_copy_chip_slice::<1,"; "&[0, 1]" => "&[1]"  (the chip form on one chip, tile 1)
// invalid DMA::PCOPY: "&[1]" => "&[2]"  (tile 2 of A / 4 % 2, which has 2)
// invalid DMA::PCOPY: "&[1]" => "&[0, 1]"  (two tile indices for one chip)
// invalid View::SUBVIEW: "m![1 # 2, A % 4], _" => "m![A % 4, 1 # 2], _"  (AxisSlicedElement is not the element with A / 4 % 2 taken out: the reference's assert_div, furiosa-mapping/src/mapping.rs:265)
// valid DMA::COVERAGE: "DmTensor<i32, _, _, _, m![A % 4]>" => "DmTensor<i32, _, _, _, m![A % 2, A % 4 / 2]>"  (Element2 holds the view's indices in another order)
// invalid DMA::COVERAGE: "m![A % 2, A % 4 / 2]> = ctx" => "m![A % 2]> = ctx"; "m![A / 8, A % 4]>" => "m![A / 8, A % 2]>"  (Element2 lacks A % 4 / 2 of the view: the copy into it divides by the view and fails, tensor_view.rs:63)
// invalid View::SUBVIEW: "m![1 # 2, A % 4], _" => "m![A % 4], _"  (AxisSlicedElement without the padding where A / 4 % 2 was: the tile keeps the element's size, assert_div, furiosa-mapping/src/mapping.rs:265)
// invalid View::SUBVIEW: "m![A / 4 % 2], m![1 # 2, A % 4], _" => "m![C], m![A % 8], _"; "DmTensor<i32, _, _, _, m![A % 4]>" => "DmTensor<i32, _, _, _, m![A % 8]>"; "HbmTensor<i32, m![1], m![A / 8, A % 4]>" => "HbmTensor<i32, m![1], m![A]>"; "A = 4096" => "A = 4096, C = 2"  (AxisToSlice C, an axis the tensor does not hold: the division matches nothing, mapping.rs:254)
// invalid DMA::PCOPY: "        .sub\n" => "        .main\n"  (a parallel copy in the main context: the reference defines it on TuContext<{ Tu::Sub }> only, context.rs:232)
// valid DMA::PCOPY: "    let sliced: DmTensor<i32, _, _, _, m![A % 4]> = ctx\n        .sub\n        .parallel_copy_cluster_slice::<2, m![A / 4 % 2], m![1 # 2, A % 4], _, _, _, _, _, _>(dm.view(), &[0, 1]);\n" => "    let mut sliced = unsafe { DmTensor::<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 8]>::from_addr(0x1000) };\n    dm.to_dm_pcopy(&mut ctx.sub, &mut sliced);\n"; "HbmTensor<i32, m![1], m![A / 8, A % 4]> {" => "HbmTensor<i32, m![1], m![A]> {"  (to_dm_pcopy in the sub context, DM to DM whole)
// invalid DMA::PCOPY: "to_dm_pcopy(&mut ctx.sub" => "to_dm_pcopy(&mut ctx.main"  (to_dm_pcopy takes a TuContext<{ Tu::Sub }>, memory_tensor.rs:451)
// invalid DMA::PCOPY: "to_dm_pcopy(&mut ctx.sub" => "to_dm_pcopy(&mut ctx.tdma"  (to_dm_pcopy through a DMA engine: it takes the sub context)
use furiosa_visa_std::prelude::*;

axes![A = 4096];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A / 8, A % 4]> {
    let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let sliced: DmTensor<i32, _, _, _, m![A % 4]> = ctx
        .sub
        .parallel_copy_cluster_slice::<2, m![A / 4 % 2], m![1 # 2, A % 4], _, _, _, _, _, _>(dm.view(), &[0, 1]);
    sliced.to_hbm(&mut ctx.tdma, 0x2000)
}
