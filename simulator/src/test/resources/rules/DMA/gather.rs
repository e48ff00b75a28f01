// valid DMA::GATHER  (rows of the table selected by byte offsets of whole rows, keyed by S, an axis the table lacks, held by the output's slices and element)
// invalid DMA::GATHER: "m![S % 4, H]>" => "m![S % 4]>"  (the output lacks the payload H: the table has two axes the output lacks, mirroring raw_tensor.rs:311)
// invalid DMA::GATHER: "index: &HbmTensor<i32" => "index: &HbmTensor<i16"  (the index tensor is i16, not i32)
// invalid DMA::GATHER: "DmTensor<bf16, Chip, Cluster, m![S / 4 # 256], m![S % 4, H]>" => "DmTensor<bf16, Chip, m![S / 8], m![S / 4 % 2 # 256], m![S % 4, H]>"  (the key S is split across the Cluster (S / 8) and the slices: memory_tensor.rs:428 mirrored)
// valid DMA::GATHER: "index: &HbmTensor<i32, Chip, m![S]>" => "index: &HbmTensor<i32, Chip, m![W]>"  (an index tensor over W: its buffer of 64 entries is read in order, the first 16 serving the key S, as the scatter reads its index, tensor.rs:304)
// valid DMA::GATHER: "m![S % 4, H]>" => "m![H, S % 4]>"  (the payload before the key in the element)
// invalid DMA::GATHER: "index: &HbmTensor<i32, Chip, m![S]>" => "index: &HbmTensor<i32, Chip, m![S # 32]>"  (an index tensor with padding: its buffer positions past S hold no index, tensor.rs:309 for the scatter)
// invalid DMA::GATHER: "index: &HbmTensor<i32, Chip, m![S]>" => "index: &HbmTensor<i32, Chip, m![J]>"; "S = 16]" => "S = 16, J = 8]"  (8 index entries for 16 key positions: raw_tensor.rs:330 for the scatter reads past the buffer)
// valid DMA::GATHER: "index: &HbmTensor<i32, Chip, m![S]>" => "index: &HbmTensor<i32, Chip, m![S % 2, S / 2]>"  (an index stored permuted: the key's position k takes the buffer's entry k)
use furiosa_visa_std::prelude::*;

axes![W = 64, H = 32, S = 16];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn kernel(
    ctx: &mut Context,
    table: &HbmTensor<bf16, Chip, m![W, H]>,
    index: &HbmTensor<i32, Chip, m![S]>,
    out: &mut HbmTensor<bf16, Chip, m![S, H]>,
) {
    let rows: DmTensor<bf16, Chip, Cluster, m![S / 4 # 256], m![S % 4, H]> = table.dma_gather(index, 0x200);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut());
}
