//! Tile loops over views of views, their bounds computed from the outer index.

use super::*;

/// The half `h` of `x`'s rows, as a view.
fn half(x: &Grid, h: usize) -> HbmTensorView<'_, i32, Chip, m![1 # 2, P % 256, K]> {
    x.view().tile::<m![P / 256], 1, m![1 # 2, P % 256, K]>(h)
}

/// A copy of `x` with, for each half `h` and each quarter `q >= h`, quarter `q` of half `h`
/// written over quarter `3 − q` of the other half, in order (the last write wins):
/// rows `p >= 256` take `x[p − 256, 4 (3 − k / 4) + k % 4]`; rows `p < 256` take, at quarters
/// `k / 4 <= 2`, `x[p + 256, 4 (3 − k / 4) + k % 4]`, and keep `x[p, k]` at quarter 3.
#[device(chip = 1)]
pub fn mirrored_triangle(ctx: &mut Context, x: &Grid) -> Grid {
    let mut out: Grid = x.to_hbm(&mut ctx.tdma, RESULTS.at(0));
    for h in 0..HALVES {
        let source = half(x, h);
        for q in h..QUARTERS {
            let mut target = out.view_mut().tile::<m![P / 256], 1, m![1 # 2, P % 256, K]>(HALVES - 1 - h);
            source
                .tile::<m![K / 4], 1, m![1 # 2, P % 256, 1 # 4, K % 4]>(q)
                .to_hbm_view(&mut ctx.tdma, target.tile::<m![K / 4], 1, m![1 # 2, P % 256, 1 # 4, K % 4]>(QUARTERS - 1 - q));
        }
    }
    out
}

/// Quarters committed in a `while` loop whose step doubles: quarters 0, 1 and 3 of each row plus
/// their index, quarter 2 as it was. Broken: a quarter's view pads its element to the whole row
/// (`m![P / 256, 1 # 4, K % 4]`, 32 elements over a time of 2), so each commit's output packet is
/// 16 i32 values, 64 bytes, where the reference allows at most 32.
#[device(chip = 1)]
pub fn doubling_quarters(ctx: &mut Context, x: &Grid) -> Grid {
    let staged = x.to_dm::<Cluster, m![P % 256], m![P / 256, K]>(&mut ctx.tdma, SLOTS.at(0));
    let mut out = x.to_dm::<Cluster, m![P % 256], m![P / 256, K]>(&mut ctx.tdma, SLOTS.at(1));
    let mut q = 0;
    let mut step = 1;
    while q < QUARTERS {
        ctx.main
            .begin(staged.view().tile::<m![K / 4], 1, m![P / 256, 1 # 4, K % 4]>(q))
            .fetch::<i32, m![P / 256], m![K % 4]>()
            .collect::<m![P / 256], m![K % 4 # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::AddFxp, q as i32)
            .vector_final()
            .commit_view(out.view_mut().tile::<m![K / 4], 1, m![P / 256, 1 # 4, K % 4]>(q));
        q += step;
        step *= 2;
    }
    out.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}
