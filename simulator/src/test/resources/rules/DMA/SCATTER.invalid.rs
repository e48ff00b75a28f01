// DMA::SCATTER, invalid: the index tensor is i16, not i32
use furiosa_visa_std::prelude::*;

axes![K = 512, D = 128, C = 612];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn kernel(
    ctx: &mut Context,
    data: &HbmTensor<bf16, Chip, m![K, D]>,
    index: &HbmTensor<i16, Chip, m![K]>,
    output: &mut HbmTensor<bf16, Chip, m![C, D]>,
) {
    let data_dm: DmTensor<bf16, Chip, Cluster, m![K / 2], m![K % 2, D]> = data.to_dm(&mut ctx.tdma, 0x0);
    data_dm.dma_scatter::<m![K], _, _>(index, output, true);
}
