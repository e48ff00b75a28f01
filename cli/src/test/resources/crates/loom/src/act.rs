//! An activation chosen by an `Option` and applied by a `match`: a ReLU, a cap, or none.

use crate::shapes::*;

/// An activation of i32 rows.
#[derive(Clone, Copy, Debug)]
pub enum Act {
    /// `max(x, 0)`.
    Relu,
    /// `min(x, c)`.
    Cap(i32),
}

/// The cap of [`capped_rows`].
const CAP: i32 = 100;

/// `act(2x + 1)` of the rows `x`, or `2x + 1` when there is no activation.
fn activate(ctx: &mut Context, x: &Rows<i32>, act: Option<Act>) -> Rows<i32> {
    let doubled = ctx
        .main
        .begin(x.view())
        .fetch::<i32, m![A % 2], m![B]>()
        .collect::<m![A % 2], m![B # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 2)
        .vector_fxp(FxpBinaryOp::AddFxp, 1);
    match act {
        Some(Act::Relu) => doubled.vector_clip(ClipBinaryOpI32::Max, 0).vector_final().commit(0x2000),
        Some(Act::Cap(c)) => doubled.vector_clip(ClipBinaryOpI32::Min, c).vector_final().commit(0x2000),
        None => doubled.vector_final().commit(0x2000),
    }
}

/// The rows staged, activated by `act`, written to HBM.
fn rows_with(ctx: &mut Context, x: &Hbm<i32>, act: Option<Act>) -> Hbm<i32> {
    let staged = Slot::<0x1000>::stage(ctx, x);
    activate(ctx, &staged, act).to_hbm(&mut ctx.tdma, OUT)
}

/// `max(2x + 1, 0)`.
#[device(chip = 1)]
pub fn relu_rows(ctx: &mut Context, x: &Hbm<i32>) -> Hbm<i32> {
    rows_with(ctx, x, Some(Act::Relu))
}

/// `min(2x + 1, 100)`: the cap chosen when it is positive.
#[device(chip = 1)]
pub fn capped_rows(ctx: &mut Context, x: &Hbm<i32>) -> Hbm<i32> {
    let act = if CAP > 0 { Some(Act::Cap(CAP)) } else { None };
    rows_with(ctx, x, act)
}

/// `2x + 1`: no activation.
#[device(chip = 1)]
pub fn plain_rows(ctx: &mut Context, x: &Hbm<i32>) -> Hbm<i32> {
    let act: Option<Act> = None;
    rows_with(ctx, x, act)
}
