//! Narrow types: bf16 turned by the Transpose Engine and then widened, scaled and narrowed again,
//! i8 through two passes that each narrow, f8 halves exchanged by HBM views, u8 rows relaid by a
//! parallel copy.

use crate::shapes::{ARENA, Chip, Cluster};
use furiosa_visa_std::prelude::*;

axes![S = 256, D = 4, E = 8, R = 512, K = 32];

/// Each slice's `[D, E]` block of bf16 turned to `[E, D]` by the Transpose Engine, then each
/// value halved in f32 and narrowed back: `out[s, e, d] = x[s, d, e] / 2`.
#[device(chip = 1)]
pub fn turned_and_halved(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![S, D, E]>) -> HbmTensor<bf16, Chip, m![S, E, D]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![D, E]>(&mut ctx.tdma, ARENA.slot(0));
    let turned: DmTensor<bf16, Chip, Cluster, m![S], m![E, D]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![D], m![E # 16]>()
        .collect::<m![D], m![E # 16]>()
        .transpose::<m![E], m![D # 16]>()
        .commit::<m![E, D]>(ARENA.slot(1));
    let halved: DmTensor<bf16, Chip, Cluster, m![S], m![E, D]> = ctx
        .main
        .begin(turned.view())
        .fetch::<f32, m![E], m![D]>()
        .collect::<m![E], m![D # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![D]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.5f32)
        .vector_pad_way8::<m![D # 8]>()
        .vector_final()
        .cast::<bf16, m![D # 16]>()
        .commit::<m![E, D]>(ARENA.slot(2));
    halved.to_hbm(&mut ctx.tdma, ARENA.result(0))
}

/// i8 rows as they are staged.
type Bytes = DmTensor<i8, Chip, Cluster, m![R / 2], m![R % 2, K]>;

/// One pass over `x`: widened to i32, `op` applied with `operand`, narrowed to i8 (wrapping).
fn narrow_pass(ctx: &mut Context, x: &Bytes, op: FxpBinaryOp, operand: i32, address: usize) -> Bytes {
    ctx.main
        .begin(x.view())
        .fetch::<i32, m![R % 2, K / 8], m![K % 8]>()
        .collect::<m![R % 2, K / 8], m![K % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(op, operand)
        .vector_final()
        .cast::<i8, m![K % 8 # 32]>()
        .commit(address)
}

/// `((x + 1) as i8 · 2) as i8`: two passes, each narrowing its i32 result to i8.
#[device(chip = 1)]
pub fn bump_then_double_i8(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![R, K]>) -> HbmTensor<i8, Chip, m![R, K]> {
    let x_dm: Bytes = x.to_dm(&mut ctx.tdma, ARENA.slot(0));
    let bumped = narrow_pass(ctx, &x_dm, FxpBinaryOp::AddFxp, 1, ARENA.slot(1));
    let doubled = narrow_pass(ctx, &bumped, FxpBinaryOp::MulInt, 2, ARENA.slot(2));
    doubled.to_hbm(&mut ctx.tdma, ARENA.result(0))
}

/// f8 rows with their halves exchanged by two HBM tile copies: `out[r, k] = x[(r + 256) % 512, k]`.
#[device(chip = 1)]
pub fn f8_halves_swapped(ctx: &mut Context, x: &HbmTensor<f8, Chip, m![R, K]>) -> HbmTensor<f8, Chip, m![R, K]> {
    let mut out = unsafe { HbmTensor::<f8, Chip, m![R, K]>::from_addr(ARENA.result(0)) };
    let upper = x.view().tile::<m![R / 256], 1, m![1 # 2, R % 256, K]>(1);
    let lower = x.view().tile::<m![R / 256], 1, m![1 # 2, R % 256, K]>(0);
    upper.to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![R / 256], 1, m![1 # 2, R % 256, K]>(0));
    lower.to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![R / 256], 1, m![1 # 2, R % 256, K]>(1));
    out
}

/// u8 rows relaid by a parallel copy: staged two rows a slice, copied to one row a slice in each
/// cluster (`R / 256` picks the cluster), then written back unchanged: `out = x`.
#[device(chip = 1)]
pub fn u8_relaid(ctx: &mut Context, x: &HbmTensor<u8, Chip, m![R, K]>) -> HbmTensor<u8, Chip, m![R, K]> {
    let staged = x.to_dm::<Cluster, m![R % 256], m![R / 256, K]>(&mut ctx.tdma, ARENA.slot(0));
    let mut relaid = unsafe { DmTensor::<u8, Chip, Cluster, m![R % 256], m![K / 8, R / 256, K % 8]>::from_addr(ARENA.slot(1)) };
    staged.to_dm_pcopy(&mut ctx.sub, &mut relaid);
    relaid.to_hbm(&mut ctx.tdma, ARENA.result(0))
}
