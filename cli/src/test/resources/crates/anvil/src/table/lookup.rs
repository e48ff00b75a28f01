//! An embedding lookup on i32 rows, the gathered rows scaled.

use super::*;

axes![
    S = 512,  // tokens, two a slice
    W = 1024, // rows of the table
    E = 8,    // values of a row
];

/// The bytes of a row of `E` i32 values.
const ROW_BYTES: i32 = 32;

/// `ids · ROW_BYTES`, in HBM for the gather.
fn offsets(ctx: &mut Context, ids: &HbmTensor<i32, Chip, m![S]>) -> HbmTensor<i32, Chip, m![S]> {
    let ids_dm: DmTensor<i32, Chip, Cluster, m![S / 2], m![S % 2]> = ids.to_dm(&mut ctx.tdma, at::dm(0));
    let scaled: DmTensor<i32, Chip, Cluster, m![S / 2], m![S % 2]> = ctx
        .main
        .begin(ids_dm.view())
        .fetch::<i32, m![1], m![S % 2]>()
        .collect::<m![1], m![S % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, ROW_BYTES)
        .vector_final()
        .commit::<m![S % 2]>(at::dm(0));
    scaled.to_hbm(&mut ctx.tdma, at::hbm(2))
}

/// Row `ids[s]` of `rows` for every token `s`, two tokens a slice.
fn lookup(
    ctx: &mut Context,
    rows: &HbmTensor<i32, Chip, m![W, E]>,
    ids: &HbmTensor<i32, Chip, m![S]>,
) -> DmTensor<i32, Chip, Cluster, m![S / 2], m![S % 2, E]> {
    let offsets = offsets(ctx, ids);
    let gathered: DmTensor<i32, Chip, Cluster, m![S / 2], m![S % 2, E]> = rows.dma_gather(&offsets, at::dm(1));
    gathered
}

/// `out[s, e] = 3 · rows[ids[s], e] + 1`.
#[device(chip = 1)]
pub fn embed_scaled(
    ctx: &mut Context,
    rows: &HbmTensor<i32, Chip, m![W, E]>,
    ids: &HbmTensor<i32, Chip, m![S]>,
) -> HbmTensor<i32, Chip, m![S, E]> {
    let gathered = lookup(ctx, rows, ids);
    let out: DmTensor<i32, Chip, Cluster, m![S / 2], m![S % 2, E]> = lanes!(ctx, gathered, i32, m![S % 2], m![E], [
        .vector_fxp(FxpBinaryOp::MulInt, 3)
        .vector_fxp(FxpBinaryOp::AddFxp, 1)
    ] .commit(at::dm(2)));
    out.to_hbm(&mut ctx.tdma, at::hbm(0))
}
