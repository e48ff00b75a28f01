//! Vector Engine passes whose operation and constant are chosen by host code: `match` on
//! constants, closures, `const fn`, wrapping arithmetic.

use crate::shapes::{Chip, Cluster, L};
use furiosa_visa_std::prelude::*;

/// `L` over the first 128 of the 256 slices, two rows of eight lanes a slice.
type Rows = m![L / 16 # 256];
/// One slice's two rows of eight lanes.
type Lanes = m![L % 16];

/// Which pass `matched_op` makes: 1 adds, 2 multiplies.
const KIND: u8 = 2;

/// A shift of half a word, doubled by wrapping arithmetic: 32, one past what an i32 shift takes.
const WORD: i32 = 16i32.wrapping_mul(2);

/// The factor of a pass.
const fn factor(k: i32) -> i32 {
    k * 2 + 1
}

/// `$x` staged in DM at `0x1000`, one unconditional pass of the stages `$op` over each slice's two
/// rows (a row a packet), committed into the view of a tensor placed at `0x2000`, written to HBM at
/// `0x3000`: `lane_pass!(ctx, x, [.vector_fxp(FxpBinaryOp::AddFxp, 1)])` is `x + 1`.
macro_rules! lane_pass {
    ($ctx:ident, $x:ident, [$($op:tt)*]) => {{
        let staged = $x.to_dm::<Cluster, Rows, Lanes>(&mut $ctx.tdma, 0x1000);
        let mut y = unsafe { DmTensor::<i32, Chip, Cluster, Rows, Lanes>::from_addr(0x2000) };
        $ctx.main
            .begin(staged.view())
            .fetch::<i32, m![L / 8 % 2], m![L % 8]>()
            .collect::<m![L / 8 % 2], m![L % 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            $($op)*
            .vector_final()
            .commit_view(y.view_mut());
        y.to_hbm(&mut $ctx.tdma, 0x3000)
    }};
}

/// `x op arg` over `x`.
fn pass(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>, op: FxpBinaryOp, arg: i32) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x, [.vector_fxp(op, arg)])
}

/// `x · 3`: the operation and its constant from a `match` on `KIND`.
#[device(chip = 1)]
pub fn matched_op(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    let (op, arg) = match KIND {
        1 => (FxpBinaryOp::AddFxp, 1),
        2 => (FxpBinaryOp::MulInt, 3),
        _ => unreachable!(),
    };
    pass(ctx, x, op, arg)
}

/// `x · 3`: the constant from a closure over a `const fn`.
#[device(chip = 1)]
pub fn closure_arg(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    let scale = |k: i32| factor(k);
    pass(ctx, x, FxpBinaryOp::MulInt, scale(1))
}

/// `x << 32`: the reference computes `a << (b as u32)`, which overflows at 32.
#[device(chip = 1)]
pub fn wrapped_shift(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x, [.vector_logic(LogicBinaryOpI32::LeftShift, WORD)])
}

/// `x + 1`, logged as it runs: the log writes text only, so the body reads as `x + 1`.
#[device(chip = 1)]
pub fn logged(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    println!("adding one");
    pass(ctx, x, FxpBinaryOp::AddFxp, 1)
}
