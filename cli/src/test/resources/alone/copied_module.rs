// One module of a crate, copied out of it: its axis T, its alias W and its helpers module are the
// crate's, not this file's. Read alone, add_seven and add_seven_half_flits are checked; shaped, wide
// and helped are Kernel::UNRESOLVED warnings (LoneFileTest).
use furiosa_visa_std::prelude::*;
use crate::shapes::*;
use crate::sizes::{T, Wide as W};
mod helpers;

axes![N = 4096];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![N / 16];
type Element = m![N % 16];

#[device(chip = 1)]
fn add_seven(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N]>) -> HbmTensor<i32, Chip, m![N]> {
    let x_dm: DmTensor<i32, Chip, Cluster, Slice, Element> = x.to_dm(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![N % 16 / 8], m![N % 8]>()
        .collect::<m![N % 16 / 8], m![N % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 7)
        .vector_final()
        .commit::<Element>(1 << 10);
    y_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}

#[device(chip = 1)]
fn add_seven_half_flits(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N]>) -> HbmTensor<i32, Chip, m![N]> {
    let x_dm: DmTensor<i32, Chip, Cluster, Slice, Element> = x.to_dm(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![N % 16 / 4], m![N % 4]>()
        .collect::<m![N % 16 / 4], m![N % 4]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 7)
        .vector_final()
        .commit::<Element>(1 << 10);
    y_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}

#[device(chip = 1)]
fn shaped(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![T]>) -> HbmTensor<i32, Chip, m![T]> {
    let x_dm: DmTensor<i32, Chip, Cluster, m![T / 16], m![T % 16]> = x.to_dm(&mut ctx.tdma, 0);
    x_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}

#[device(chip = 1)]
fn wide(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![W]>) -> HbmTensor<i32, Chip, m![W]> {
    let x_dm: DmTensor<i32, Chip, Cluster, m![W / 16], m![W % 16]> = x.to_dm(&mut ctx.tdma, 0);
    x_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}

#[device(chip = 1)]
fn helped(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N]>) -> HbmTensor<i32, Chip, m![N]> {
    helpers::stage(ctx, x)
}
