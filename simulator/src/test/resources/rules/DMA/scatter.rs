// valid DMA::SCATTER  (rows keyed by K, an axis of the data off the chip, with an i32 index into a bf16 cache (the index is computed on the device, seed · 0 = byte offset 0, so that every row lands inside the cache))
// invalid DMA::SCATTER: "seed: &HbmTensor<i32" => "index: &HbmTensor<i16"; "    let seed_dm: DmTensor<i32, Chip, Cluster, m![K / 2], m![K % 2]> = seed.to_dm(&mut ctx.tdma, 0x8000);\n    let index_dm: DmTensor<i32, Chip, Cluster, m![K / 2], m![K % 2]> = ctx\n        .main\n        .begin(seed_dm.view())\n        .fetch::<i32, m![1], m![K % 2 # 8]>()\n        .collect::<m![1], m![K % 2 # 8]>()\n        .vector_init()\n        .vector_intra_slice_branch(BranchMode::Unconditional)\n        .vector_fxp(FxpBinaryOp::MulInt, 0)\n        .vector_final()\n        .commit(0x9000);\n    let index = index_dm.to_hbm::<m![K]>(&mut ctx.tdma, 1 << 24);\n    data_dm.dma_scatter::<m![K], _, _>(&index, output, true);\n" => "    data_dm.dma_scatter::<m![K], _, _>(index, output, true);\n"  (the index tensor is i16, not i32)
// invalid DMA::SCATTER: "let data_dm: DmTensor<bf16, Chip, Cluster, m![K / 2], m![K % 2, D]>" => "let data_dm: DmTensor<bf16, Chip, m![K / 256], m![K / 2 % 128], m![K % 2, D]>"  (the key K is split across the Cluster (K / 256) and the slices: memory_tensor.rs:428 asserts the key is wholly inside [Slice, Element])
// invalid DMA::SCATTER: "m![C, D]>" => "m![C]>"  (the output lacks the payload axis D: the reference divides the output by the data's axes but the key, raw_tensor.rs:311)
// invalid DMA::SCATTER: "dma_scatter::<m![K], _, _>" => "dma_scatter::<m![C], _, _>"  (the key C is no axis of the data: memory_tensor.rs:428 finds it nowhere in [Slice, Element])
// invalid DMA::SCATTER: "output: &mut HbmTensor<bf16" => "output: &mut HbmTensor<f32"  (a bf16 data scattered into an f32 output: dma_scatter's output is an HbmTensor<D, …> of the data's D)
// valid DMA::SCATTER: "let data_dm: DmTensor<bf16, Chip, Cluster, m![K / 2], m![K % 2, D]>" => "let data_dm: DmTensor<bf16, Chip, Cluster, m![K / 4 # 256], m![K % 4, D]>"  (the key split as K / 4 over slices padded to 256 and K % 4 in the element: still wholly in [Slice, Element])
// valid DMA::SCATTER: "&index, output, true);" => "&index, output, false);"  (indices as rows rather than byte offsets)
// valid DMA::SCATTER: "let index = index_dm.to_hbm::<m![K]>" => "let index = index_dm.to_hbm::<m![K / 2, K % 2]>"  (an index tensor of the key's axis in two factors, no padding)
// invalid DMA::SCATTER: "to_hbm::<m![K / 2, K % 2]>" => "to_hbm::<m![K # 1024]>"  (an index tensor with padding: its buffer positions past K hold no index, "Scatter index must be initialized", tensor.rs:309)
// valid DMA::SCATTER: "output: &mut HbmTensor<bf16, Chip, m![C, D]>" => "output: &mut HbmTensor<bf16, Chip, m![K, D]>"  (the row axis is the key K itself: the output divided by the payload D leaves K, raw_tensor.rs:320)
// invalid DMA::SCATTER: "output: &mut HbmTensor<bf16, Chip, m![K, D]>" => "output: &mut HbmTensor<bf16, Chip, m![C, E, D]>"; "C = 612" => "C = 612, E = 2"  (two axes C and E beyond the payload: a row index sets one, and the write of an index lacking the other fails, raw_tensor.rs:361)
// invalid DMA::SCATTER: "output: &mut HbmTensor<bf16, Chip, m![K, D]>" => "output: &mut HbmTensor<bf16, Chip, m![D]>"  (no axis beyond the payload D to scatter along: raw_tensor.rs:320)
// valid DMA::SCATTER: "seed: &HbmTensor<i32, Chip, m![K]>" => "index: &HbmTensor<i32, Chip, m![J]>"; "C = 612" => "C = 612, J = 512"; "    let seed_dm: DmTensor<i32, Chip, Cluster, m![K / 2], m![K % 2]> = seed.to_dm(&mut ctx.tdma, 0x8000);\n    let index_dm: DmTensor<i32, Chip, Cluster, m![K / 2], m![K % 2]> = ctx\n        .main\n        .begin(seed_dm.view())\n        .fetch::<i32, m![1], m![K % 2 # 8]>()\n        .collect::<m![1], m![K % 2 # 8]>()\n        .vector_init()\n        .vector_intra_slice_branch(BranchMode::Unconditional)\n        .vector_fxp(FxpBinaryOp::MulInt, 0)\n        .vector_final()\n        .commit(0x9000);\n    let index = index_dm.to_hbm::<m![K]>(&mut ctx.tdma, 1 << 24);\n    data_dm.dma_scatter::<m![K], _, _>(&index, output, true);\n" => "    data_dm.dma_scatter::<m![K], _, _>(index, output, true);\n"  (an index tensor over another axis J: the reference reads its buffer in order, entry p for the key's position p, whatever its axes: tensor.rs:304, raw_tensor.rs:330)
// invalid DMA::SCATTER: "J = 512" => "J = 256"  (256 index entries for 512 key positions: raw_tensor.rs:330 reads past the buffer)
use furiosa_visa_std::prelude::*;

axes![K = 512, D = 128, C = 612];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn kernel(
    ctx: &mut Context,
    data: &HbmTensor<bf16, Chip, m![K, D]>,
    seed: &HbmTensor<i32, Chip, m![K]>,
    output: &mut HbmTensor<bf16, Chip, m![C, D]>,
) {
    let data_dm: DmTensor<bf16, Chip, Cluster, m![K / 2], m![K % 2, D]> = data.to_dm(&mut ctx.tdma, 0x0);
    let seed_dm: DmTensor<i32, Chip, Cluster, m![K / 2], m![K % 2]> = seed.to_dm(&mut ctx.tdma, 0x8000);
    let index_dm: DmTensor<i32, Chip, Cluster, m![K / 2], m![K % 2]> = ctx
        .main
        .begin(seed_dm.view())
        .fetch::<i32, m![1], m![K % 2 # 8]>()
        .collect::<m![1], m![K % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 0)
        .vector_final()
        .commit(0x9000);
    let index = index_dm.to_hbm::<m![K]>(&mut ctx.tdma, 1 << 24);
    data_dm.dma_scatter::<m![K], _, _>(&index, output, true);
}
