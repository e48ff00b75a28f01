// valid DMA::WRITE_ALIGN  (i16 rows placed in DM at DM_BASE = 0, copied to HBM at 1 MB and on at 2 MB)
// valid DMA::WRITE_ALIGN: "const DM_BASE: usize = 0;" => "const DM_BASE: usize = 8;"  (DM at 8, the first aligned address after 0)
// invalid DMA::WRITE_ALIGN: "const DM_BASE: usize = 8;" => "const DM_BASE: usize = 6;"  (i16-aligned DM at 6, not 8-byte aligned)
// valid DMA::WRITE_ALIGN: "const STAGE: usize = 2 << 20;" => "const STAGE: usize = (2 << 20) + 2;"  (the HBM-to-HBM copy written at 2 MB + 2: HBM writes need 1-byte alignment only, the book's dma-engine.md)
// valid DMA::ENGINE: "h.to_hbm::<m![F, T]>(&mut ctx.tdma" => "h.to_hbm::<m![F, T]>(&mut ctx.pdma"  (an HBM-to-HBM copy may take the PCIe DMA, memory_tensor.rs:227)
// invalid DMA::ENGINE: "dm.to_hbm::<m![F, T]>(&mut ctx.tdma" => "dm.to_hbm::<m![F, T]>(&mut ctx.pdma"  (DM to HBM through ctx.pdma)
// valid DMA::COVERAGE  (the DM tensor transposed to [F, T] in HBM)
// invalid DMA::COVERAGE: "HbmTensor<i16, Chip, m![F, T]> {" => "HbmTensor<i16, Chip, m![F, T / 2]> {"; "dm.to_hbm::<m![F, T]>" => "dm.to_hbm::<m![F, T / 2]>"; "h.to_hbm::<m![F, T]>" => "h.to_hbm::<m![F, T / 2]>"  (HBM holds only T / 2: T % 2 of the source has no place, tensor_view.rs:63)
// valid DMA::COVERAGE: "axes![T = 64, F = 256];" => "axes![T = 64, F = 256, G = 2];"; "HbmTensor<i16, Chip, m![F, T]> {" => "HbmTensor<i16, Chip, m![G, F, T]> {"; "dm.to_hbm::<m![F, T]>" => "dm.to_hbm::<m![G, F, T]>"; "h.to_hbm::<m![F, T]>" => "h.to_hbm::<m![G, F, T]>"  (the HBM copies hold G beyond the source: written twice, a broadcast)
// valid Element::SIZE: "axes![T = 64, F = 256];" => "axes![T = 64, F = 256, B = 4096];"; "    h.to_hbm::<m![F, T]>(&mut ctx.tdma, STAGE)\n" => "    let wide = x.to_dm::<m![1 # 2], m![F], m![T, B]>(&mut ctx.tdma, 0);\n    h.to_hbm::<m![F, T]>(&mut ctx.tdma, STAGE)\n"  (64 × 4096 i16 = 524288 bytes: one slice's whole DM; B is broadcast)
// invalid Element::SIZE: "B = 4096" => "B = 4097"  (64 × 4097 i16 = 524416 bytes)
// valid HBM::OVERLAP  (the staged copy at 2 MB is clear of h's 32 KB at 1 MB)
// valid HBM::OVERLAP: "const STAGE: usize = 2 << 20;" => "const STAGE: usize = (1 << 20) + 32768;"  (the staged copy starts where h ends)
// invalid HBM::OVERLAP: "(1 << 20) + 32768;" => "(1 << 20) + 32760;"; "    h.to_hbm::<m![F, T]>(&mut ctx.tdma, STAGE)\n" => "    let out = h.to_hbm::<m![F, T]>(&mut ctx.tdma, STAGE);\n    let again = h.to_dm::<m![1 # 2], m![F], m![T]>(&mut ctx.tdma, 1 << 16);\n    out\n"  (the staged copy's first 8 bytes lie over h's last 8, and h is read again afterwards)
use furiosa_visa_std::prelude::*;

axes![T = 64, F = 256];

type Chip = m![1];

const DM_BASE: usize = 0;
const STAGE: usize = 2 << 20;

#[device(chip = 1)]
fn stage_i16(ctx: &mut Context, x: &HbmTensor<i16, Chip, m![T, F]>) -> HbmTensor<i16, Chip, m![F, T]> {
    // one feature per slice, its 64 time steps in the element
    let dm = x.to_dm::<m![1 # 2], m![F], m![T]>(&mut ctx.tdma, DM_BASE);
    let h = dm.to_hbm::<m![F, T]>(&mut ctx.tdma, 1 << 20);
    h.to_hbm::<m![F, T]>(&mut ctx.tdma, STAGE)
}
