//! Embedding lookup: token ids scaled to byte offsets of the table's rows, then the rows gathered
//! from HBM into DM (`dma_gather`, the inverse of `dma_scatter`), as the reference crate's
//! transformer embedding does: out[s, h] = table[ids[s], h].

use furiosa_visa_std::prelude::*;

axes![W = 64, H = 32, S = 16];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn embedding_gather(
    ctx: &mut Context,
    table: &HbmTensor<bf16, Chip, m![W, H]>,
    ids: &HbmTensor<i32, Chip, m![S]>,
    out: &mut HbmTensor<bf16, Chip, m![S, H]>,
) {
    let ids_dm: DmTensor<i32, Chip, Cluster, m![1 # 256], m![S]> = ids.to_dm(&mut ctx.tdma, 0x0);
    // A row of the table is H = 32 bf16, 64 bytes: the gather reads byte offsets.
    let offsets: DmTensor<i32, Chip, Cluster, m![1 # 256], m![S]> = ctx
        .main
        .begin(ids_dm.view())
        .fetch::<i32, m![S / 8], m![S % 8]>()
        .collect::<m![S / 8], m![S % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 64)
        .vector_final()
        .commit::<m![S]>(0x100);
    let offsets_hbm: HbmTensor<i32, Chip, m![S]> = offsets.to_hbm(&mut ctx.tdma, 1 << 20);
    let rows: DmTensor<bf16, Chip, Cluster, m![S / 4 # 256], m![S % 4, H]> = table.dma_gather(&offsets_hbm, 0x200);
    rows.view().to_hbm_view(&mut ctx.tdma, out.view_mut());
}
