//! Kernels that pick their pass through a generic function named as a value.

use crate::layout::*;

type WordRows = HbmTensor<i32, Chip, m![N, W]>;

/// `x + K`, for any constant `K`.
fn add_k<const K: i32>(ctx: &mut Context, x: &WordRows) -> WordRows {
    lane_pass!(ctx, x, i32, Words, W, m![W], [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, K)
    ])
}

/// `(x << S) − 1`, for any shift `S`.
fn shifted_less_one<const S: i32>(ctx: &mut Context, x: &WordRows) -> WordRows {
    lane_pass!(ctx, x, i32, Words, W, m![W], [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::LeftShift, S)
        .vector_fxp(FxpBinaryOp::SubFxp, 1)
    ])
}

/// `x + 3`: `add_k::<3>` held by a variable, then called through it.
#[device(chip = 1)]
pub fn plus_three(ctx: &mut Context, x: &WordRows) -> WordRows {
    let pass = add_k::<3>;
    pass(ctx, x)
}

/// Whether `eight_less_one` takes the wider shift.
const WIDE: bool = true;

/// `8x − 1`: the second of two shifts held in a table of function values, picked by `WIDE`.
#[device(chip = 1)]
pub fn eight_less_one(ctx: &mut Context, x: &WordRows) -> WordRows {
    let passes: [fn(&mut Context, &WordRows) -> WordRows; 2] = [shifted_less_one::<2>, shifted_less_one::<3>];
    passes[WIDE as usize](ctx, x)
}
