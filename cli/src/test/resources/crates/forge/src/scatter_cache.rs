//! A key/value cache written by scatter: the new rows land where the index says, optionally after
//! a scale, and the rest of the cache keeps its rows.

use super::*;

axes![W = 64]; // cache rows

/// New rows, two a slice on the first 16 slices.
type Fresh = DmTensor<bf16, Chip, Cluster, m![S / 2 # 256], m![S % 2, E]>;

/// What is done to the rows before they are written.
#[derive(Clone, Copy)]
pub struct Write {
    /// A factor the rows are multiplied by, or none.
    pub scale: Option<f32>,
}

fn write_rows(
    ctx: &mut Context,
    rows: &HbmTensor<bf16, Chip, m![S, E]>,
    slots: &HbmTensor<i32, Chip, m![S]>,
    cache: &mut HbmTensor<bf16, Chip, m![W, E]>,
    how: Write,
) {
    let fresh: Fresh = rows.to_dm(&mut ctx.tdma, 0);
    let Some(factor) = how.scale else {
        fresh.dma_scatter::<m![S], _, _>(slots, cache, true);
        return;
    };
    let scaled: Fresh = ctx
        .main
        .begin(fresh.view())
        .fetch::<f32, m![S % 2], m![E]>()
        .collect::<m![S % 2, E / 8], m![E % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![S % 2, E / 8, E / 4 % 2], m![E % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), factor)
        .vector_concat::<m![S % 2, E / 8], m![E % 8]>()
        .vector_final()
        .cast::<bf16, m![E % 8 # 16]>()
        .commit(0x2000);
    scaled.dma_scatter::<m![S], _, _>(slots, cache, true);
}

/// `cache[slots[s] / row bytes] = rows[s]`, the other cache rows kept.
#[device(chip = 1)]
pub fn cache_rows_written(
    ctx: &mut Context,
    rows: &HbmTensor<bf16, Chip, m![S, E]>,
    slots: &HbmTensor<i32, Chip, m![S]>,
    cache: &mut HbmTensor<bf16, Chip, m![W, E]>,
) {
    write_rows(ctx, rows, slots, cache, Write { scale: None });
}

/// The rows halved, then written as [`cache_rows_written`] writes them.
#[device(chip = 1)]
pub fn cache_rows_halved(
    ctx: &mut Context,
    rows: &HbmTensor<bf16, Chip, m![S, E]>,
    slots: &HbmTensor<i32, Chip, m![S]>,
    cache: &mut HbmTensor<bf16, Chip, m![W, E]>,
) {
    write_rows(ctx, rows, slots, cache, Write { scale: Some(0.5) });
}
