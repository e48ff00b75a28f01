// valid DMA::GATHER  (i8 embedding rows of a 64-row table gathered for 16 tokens, 8 tokens per slice)
// invalid DMA::GATHER: "    index: &HbmTensor<i32, Chip, m![T]>,\n" => "    index: &HbmTensor<i16, Chip, m![T]>,\n"  (an i16 index tensor: the reference's index is i32)
// invalid DMA::GATHER: "axes![W = 64, H = 64, T = 16];" => "axes![W = 64, V = 2, H = 64, T = 16];"; "    table: &HbmTensor<i8, Chip, m![W, H]>,\n" => "    table: &HbmTensor<i8, Chip, m![W, V, H]>,\n"  (the table has two axes W and V the rows lack: one row index cannot select both, raw_tensor.rs:361)
// invalid DMA::GATHER: "DmTensor<i8, Chip, Cluster, m![T / 8 # 256], m![T % 8, H]>" => "DmTensor<i8, Chip, m![T / 8], m![T / 4 % 2 # 256], m![T % 4, H]>"  (the key T split onto the Cluster: memory_tensor.rs:428 wants it in [Slice, Element])
// valid DMA::WRITE_ALIGN  (the rows placed at ROWS_AT = 0x400)
// invalid DMA::WRITE_ALIGN: "const ROWS_AT: usize = 0x400;" => "const ROWS_AT: usize = 0x404;"  (the rows placed at 0x404)
// valid DMA::HBM_TO_DM_ALIGN: "= table.dma_gather(index, ROWS_AT);" => "= table.to_hbm::<m![W, H]>(&mut ctx.tdma, (1 << 20) + 8).dma_gather(index, ROWS_AT);"  (the table copied to 1 MB + 8 and gathered from there)
// invalid DMA::HBM_TO_DM_ALIGN: "(1 << 20) + 8)" => "(1 << 20) + 4)"  (the table copied to 1 MB + 4: the gather reads HBM off the 8-byte grid, as a copy to DM may not)
use furiosa_visa_std::prelude::*;

axes![W = 64, H = 64, T = 16];

type Chip = m![1];
type Cluster = m![1 # 2];

const ROWS_AT: usize = 0x400;

#[device(chip = 1)]
fn embed(
    ctx: &mut Context,
    table: &HbmTensor<i8, Chip, m![W, H]>,
    index: &HbmTensor<i32, Chip, m![T]>,
    out: &mut HbmTensor<i8, Chip, m![T, H]>,
) {
    let rows: DmTensor<i8, Chip, Cluster, m![T / 8 # 256], m![T % 8, H]> = table.dma_gather(index, ROWS_AT);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut());
}
