//! Cache slots turned into byte offsets for a scatter: the slot table read with its middle axis
//! along time, traded with a slice digit (`InterTranspose`) on its way to the Vector Engine.

use super::*;

axes![
    P = 256,  // slots a slice
    J = 8,    // slot blocks along time
    L = 8,    // slots a flit
    E = 4,    // i32 values of a row
    C = 32768, // cache rows
];

/// The bytes of a cache row.
const ROW_BYTES: i32 = 16;

/// `slot · ROW_BYTES`, the table laid out with `J` on the slices and `P / 2 % 8` on time, and
/// written back to HBM in the table's own order.
fn offsets(ctx: &mut Context, slots: &HbmTensor<i32, Chip, m![P, J, L]>) -> HbmTensor<i32, Chip, m![P, J, L]> {
    let slots_dm = slots.to_dm::<Cluster, m![P], m![J, L]>(&mut ctx.tdma, at::dm(0));
    let scaled: DmTensor<i32, Chip, Cluster, m![P / 16, J, P % 2], m![P / 2 % 8, L]> = ctx
        .main
        .begin(slots_dm.view())
        .fetch::<i32, m![J], m![L]>()
        .switch::<m![P / 16, J, P % 2], m![P / 2 % 8]>(SwitchConfig::InterTranspose {
            slice1: 8,
            slice0: 2,
            time0: 1,
        })
        .collect::<m![P / 2 % 8], m![L]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, ROW_BYTES)
        .vector_final()
        .commit(at::dm(1));
    scaled.to_hbm(&mut ctx.tdma, at::hbm(0))
}

/// Row `(p, j, l)` of `rows` written to row `slots[p, j, l]` of `cache`; rows no slot names keep
/// their value.
#[device(chip = 1)]
pub fn rows_to_slots(
    ctx: &mut Context,
    rows: &HbmTensor<i32, Chip, m![P, J, L, E]>,
    slots: &HbmTensor<i32, Chip, m![P, J, L]>,
    cache: &mut HbmTensor<i32, Chip, m![C, E]>,
) {
    let index = offsets(ctx, slots);
    let staged: DmTensor<i32, Chip, Cluster, m![P], m![J, L, E]> = rows.to_dm(&mut ctx.tdma, at::dm(2));
    staged.dma_scatter::<m![P, J, L], _, _>(&index, cache, true);
}
