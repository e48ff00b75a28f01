//! Embedding lookups: token ids scaled to byte offsets by the Vector Engine, then the table's rows
//! gathered by the DMA, and the gathered rows added to a position table.

use super::*;

/// The bytes of one embedding row of `E` bf16 values.
const ROW_BYTES: i32 = (<m![E]>::SIZE * core::mem::size_of::<bf16>()) as i32;

/// Ids laid two a slice on the first 16 slices of each row group.
type Ids = DmTensor<i32, Chip, Cluster, m![S / 2 # 256], m![S % 2]>;
/// Gathered rows: one token a slice-pair, the row's values along the element.
type Gathered = DmTensor<bf16, Chip, Cluster, m![S / 2 # 256], m![S % 2, E]>;

/// `ids[s] · ROW_BYTES`, back in HBM where the gather reads its index.
fn byte_offsets(ctx: &mut Context, ids: &HbmTensor<i32, Chip, m![S]>) -> HbmTensor<i32, Chip, m![S]> {
    let ids_dm: Ids = ids.to_dm(&mut ctx.tdma, 0x100);
    let scaled: Ids = ctx
        .main
        .begin(ids_dm.view())
        .fetch::<i32, m![1], m![S % 2]>()
        .collect::<m![1], m![S % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, ROW_BYTES)
        .vector_final()
        .commit::<m![S % 2]>(0x100);
    scaled.to_hbm(&mut ctx.tdma, 0x40_0000)
}

/// `out[s, e] = table[ids[s], e]`.
#[device(chip = 1)]
pub fn embed_rows(
    ctx: &mut Context,
    table: &HbmTensor<bf16, Chip, m![V, E]>,
    ids: &HbmTensor<i32, Chip, m![S]>,
) -> HbmTensor<bf16, Chip, m![S, E]> {
    let offsets = byte_offsets(ctx, ids);
    let rows: Gathered = table.dma_gather(&offsets, 0x1000);
    rows.to_hbm(&mut ctx.tdma, 0x80_0000)
}

/// `out[s, e] = table[ids[s], e] + pos[s, e]`, the sum taken in f32 and rounded to bf16.
#[device(chip = 1)]
pub fn embed_with_positions(
    ctx: &mut Context,
    table: &HbmTensor<bf16, Chip, m![V, E]>,
    ids: &HbmTensor<i32, Chip, m![S]>,
    pos: &HbmTensor<bf16, Chip, m![S, E]>,
) -> HbmTensor<bf16, Chip, m![S, E]> {
    let offsets = byte_offsets(ctx, ids);
    let rows: Gathered = table.dma_gather(&offsets, 0x1000);
    let pos_dm: Gathered = pos.to_dm(&mut ctx.tdma, 0x2000);
    let summed: Gathered = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(rows.view(), pos_dm.view())
        .fetch::<f32, m![I, S % 2], m![E]>()
        .collect::<m![I, S % 2, E / 8], m![E % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2, S % 2, E / 8], m![S % 2, E / 8]>()
        .vector_clip_zip(ClipBinaryOpF32::Add)
        .vector_final()
        .cast::<bf16, m![E % 8 # 16]>()
        .commit(0x3000);
    summed.to_hbm(&mut ctx.tdma, 0x80_0000)
}
