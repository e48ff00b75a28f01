//! Slices moved as tiles of a DM view, and a parallel copy into another element order ahead of a
//! pass of the Vector Engine.

use super::*;

/// Quarters of the slices.
const SLICE_QUARTERS: usize = 4;

/// Each quarter of the slices (`P % 256 / 64`) of the staged tensor written to the mirrored
/// quarter of the output: `out[256 h + 64 (3 − q) + r, k] = x[256 h + 64 q + r, k]`.
#[device(chip = 1)]
pub fn slice_quarters_mirrored(ctx: &mut Context, x: &Grid) -> Grid {
    let dm = x.to_dm::<Cluster, m![P % 256], m![P / 256, K]>(&mut ctx.tdma, SLOTS.at(0));
    let mut out = unsafe { HbmTensor::<i32, Chip, m![P, K]>::from_addr(RESULTS.at(0)) };
    for q in 0..SLICE_QUARTERS {
        let part = dm.view().slice_tile::<m![P % 256 / 64], 1, m![1 # 4, P % 64]>(q);
        let target = SLICE_QUARTERS - 1 - q;
        part.to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![P % 256 / 64], 1, m![P / 256, 1 # 4, P % 64, K]>(target));
    }
    out
}

/// `x + 5`, the tensor first copied by the sub context into `K`-major order, two rows a slice:
/// the pass fetches a row's `K` values along time, the two rows of a slice in the lanes.
#[device(chip = 1)]
pub fn pcopy_then_bias(ctx: &mut Context, x: &Grid) -> Grid {
    let dm = x.to_dm::<Cluster, m![P / 2], m![P % 2, K]>(&mut ctx.tdma, SLOTS.at(0));
    let mut turned = unsafe { DmTensor::<i32, Chip, Cluster, m![P / 2], m![K, P % 2]>::from_addr(SLOTS.at(1)) };
    dm.to_dm_pcopy(&mut ctx.sub, &mut turned);
    let biased: DmTensor<i32, Chip, Cluster, m![P / 2], m![K, P % 2]> = ctx
        .main
        .begin(turned.view())
        .fetch::<i32, m![K], m![P % 2]>()
        .collect::<m![K], m![P % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 5)
        .vector_final()
        .commit(SLOTS.at(2));
    biased.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}
