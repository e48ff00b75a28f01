// valid DMA::SCATTER  (scatter_minimal: 512 rows of bf16 scattered into a cache of 612 rows by an i32 index)
// invalid DMA::SCATTER: "index: &HbmTensor<i32, Chip, m![K]>" => "index: &HbmTensor<i16, Chip, m![K]>"  (an i16 index tensor: dma_scatter's index is an HbmTensor<i32, …>)
// invalid DMA::SCATTER: "data_dm.dma_scatter::<m![K], _, _>" => "data_dm.dma_scatter::<m![C], _, _>"  (keyed by C, which the data does not hold: the key divides none of [Slice, Element], memory_tensor.rs:428)
use furiosa_visa_std::prelude::*;

axes![
    K = 512,
    D = 128,
    C = 612
];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn scatter_minimal(
    ctx: &mut Context,
    data: &HbmTensor<bf16, Chip, m![K, D]>,
    index: &HbmTensor<i32, Chip, m![K]>,
    output: &mut HbmTensor<bf16, Chip, m![C, D]>,
) {
    let data_dm: DmTensor<bf16, Chip, Cluster, m![K / 2], m![K % 2, D]> = data.to_dm(&mut ctx.tdma, 0x0);
    data_dm.dma_scatter::<m![K], _, _>(index, output, true);
}
