//! Tiles of views, read and written by the DMA engine and by commits.

use super::*;

/// `x` with its two halves of rows exchanged, one HBM tile copy each:
/// `out[p, k] = x[(p + 256) % 512, k]`.
#[device(chip = 1)]
pub fn halves_swapped(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, K]>) -> HbmTensor<i32, Chip, m![P, K]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![P, K]>::from_addr(ARENA.result(0)) };
    for h in 0..HALVES {
        let half = x.view().tile::<m![P / 256], 1, m![1 # 2, P % 256, K]>(h);
        half.to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![P / 256], 1, m![1 # 2, P % 256, K]>(HALVES - 1 - h));
    }
    out
}

/// i16 data staged in DM a quarter of `K` at a time, the quarters in reverse order:
/// `out[p, k] = x[p, 4 (3 − k / 4) + k % 4]`.
#[device(chip = 1)]
pub fn quarters_reversed_i16(
    ctx: &mut Context,
    x: &HbmTensor<i16, Chip, m![P, K]>,
) -> HbmTensor<i16, Chip, m![P, K]> {
    let mut staged = unsafe { DmTensor::<i16, Chip, Cluster, m![P % 256], m![P / 256, K]>::from_addr(ARENA.slot(0)) };
    for q in 0..QUARTERS {
        let quarter = x.view().tile::<m![K / 4], 1, m![P, 1 # 4, K % 4]>(q);
        let target = QUARTERS - 1 - q;
        quarter.to_dm_view(&mut ctx.tdma, staged.view_mut().tile::<m![K / 4], 1, m![P / 256, 1 # 4, K % 4]>(target));
    }
    staged.to_hbm(&mut ctx.tdma, ARENA.result(0))
}

/// A quarter of the first half of rows copied into the reversed quarter of the second half,
/// through tiles of tiles of DM views: `out[p, k] = x[p − 256, 4 (3 − k / 4) + k % 4]` for
/// `p >= 256`, `x[p, k]` otherwise.
#[device(chip = 1)]
pub fn lower_into_upper(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, K]>) -> HbmTensor<i32, Chip, m![P, K]> {
    let dm = x.to_dm::<Cluster, m![P % 256], m![P / 256, K]>(&mut ctx.tdma, ARENA.slot(0));
    let mut out = x.to_dm::<Cluster, m![P % 256], m![P / 256, K]>(&mut ctx.tdma, ARENA.slot(1));
    for q in 0..QUARTERS {
        let lower = dm.view().tile::<m![P / 256], 1, m![1 # 2, K]>(0);
        let source = lower.tile::<m![K / 4], 1, m![1 # 2, 1 # 4, K % 4]>(q);
        let mut upper = out.view_mut().tile::<m![P / 256], 1, m![1 # 2, K]>(1);
        source.to_dm_view(&mut ctx.tdma, upper.tile::<m![K / 4], 1, m![1 # 2, 1 # 4, K % 4]>(QUARTERS - 1 - q));
    }
    out.to_hbm(&mut ctx.tdma, ARENA.result(0))
}

/// The second half of rows staged in DM written over the first half of a copy of `x` in HBM:
/// `out[p, k] = x[p + 256, k]` for `p < 256`, `x[p, k]` otherwise.
#[device(chip = 1)]
pub fn upper_over_lower(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, K]>) -> HbmTensor<i32, Chip, m![P, K]> {
    let dm = x.to_dm::<Cluster, m![P % 256], m![P / 256, K]>(&mut ctx.tdma, ARENA.slot(0));
    let mut out: HbmTensor<i32, Chip, m![P, K]> = x.to_hbm(&mut ctx.tdma, ARENA.result(0));
    dm.view()
        .tile::<m![P / 256], 1, m![1 # 2, K]>(1)
        .to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![P / 256], 1, m![1 # 2, P % 256, K]>(0));
    out
}

/// The staging of [`strips_offset`]: each row's `N` columns as two strips of four.
type Strips = DmTensor<i32, Chip, Cluster, m![P % 256], m![P / 256, N / 4, N % 4]>;

/// Commits strip `source` of `x`, plus `offset`, into strip `target` of `out`.
fn commit_strip(ctx: &mut Context, x: &Strips, out: &mut Strips, source: usize, target: usize, offset: i32) {
    ctx.main
        .begin(x.view().tile::<m![N / 4], 1, m![P / 256, 1 # 2, N % 4]>(source))
        .fetch::<i32, m![P / 256], m![N % 4]>()
        .collect::<m![P / 256], m![N % 4 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, offset)
        .vector_final()
        .commit_view(out.view_mut().tile::<m![N / 4], 1, m![P / 256, 1 # 2, N % 4]>(target));
}

/// Strip `s` of `x` plus `2 s + t` committed into strip `t` for every `t >= s`; the last write to
/// a strip wins, so `out[p, n] = x[p, n] + 3` for `n >= 4` and `x[p, n]` otherwise.
#[device(chip = 1)]
pub fn strips_offset(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, N]>) -> HbmTensor<i32, Chip, m![P, N]> {
    let x_dm: Strips = x.to_dm(&mut ctx.tdma, ARENA.slot(0));
    let mut out: Strips = unsafe { DmTensor::from_addr(ARENA.slot(1)) };
    for s in 0..STRIPS {
        for t in s..STRIPS {
            commit_strip(ctx, &x_dm, &mut out, s, t, (STRIPS * s + t) as i32);
        }
    }
    out.to_hbm(&mut ctx.tdma, ARENA.result(0))
}

/// Meant as [`strips_offset`], but the inner loop stops one strip short, so the last strip of
/// `out` is never written.
#[device(chip = 1)]
pub fn strips_offset_short(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, N]>) -> HbmTensor<i32, Chip, m![P, N]> {
    let x_dm: Strips = x.to_dm(&mut ctx.tdma, ARENA.slot(0));
    let mut out: Strips = unsafe { DmTensor::from_addr(ARENA.slot(1)) };
    for s in 0..STRIPS {
        for t in s..STRIPS - 1 {
            commit_strip(ctx, &x_dm, &mut out, s, t, (STRIPS * s + t) as i32);
        }
    }
    out.to_hbm(&mut ctx.tdma, ARENA.result(0))
}
