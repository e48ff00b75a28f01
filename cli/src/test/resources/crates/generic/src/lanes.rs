//! Vector Engine passes whose constants come from traits: one pass written once, generic over a
//! `Lane` that names its operation and constant.

use crate::sizes::{Chip, Cluster, L};
use furiosa_visa_std::prelude::*;

/// `L` over 256 slices, eight lanes a slice.
type Rows = m![L / 8];
/// One slice's eight lanes.
type Lanes = m![L % 8];

/// A fixed-point lane operation: `x op ARG`, then `+ BIAS` (0 unless an impl says otherwise).
pub trait Lane {
    const OP: FxpBinaryOp;
    const ARG: i32;
    const BIAS: i32 = 0;
}

/// `x · 3`.
pub struct Triple;
impl Lane for Triple {
    const OP: FxpBinaryOp = FxpBinaryOp::MulInt;
    const ARG: i32 = 3;
}

/// `x · 2 + 7`.
pub struct DoublePlus;
impl Lane for DoublePlus {
    const OP: FxpBinaryOp = FxpBinaryOp::MulInt;
    const ARG: i32 = 2;
    const BIAS: i32 = Triple::ARG + 4;
}

/// `x >> 1` (rounded): an operation the reference leaves `todo!()`.
pub struct HalfRounded;
impl Lane for HalfRounded {
    const OP: FxpBinaryOp = FxpBinaryOp::ArithRightShiftRound;
    const ARG: i32 = 1;
}

/// `$x` staged in DM at `0x1000` over the slices `$slices`, one unconditional Vector Engine pass
/// of the stages `$op`, committed at `0x2000` and written to HBM at `0x3000`:
/// `lane_pass!(ctx, x, Rows, [.vector_fxp(FxpBinaryOp::AddFxp, 1)])` is `x + 1`.
macro_rules! lane_pass {
    ($ctx:ident, $x:ident, $slices:ty, [$($op:tt)*]) => {{
        let staged = $x.to_dm::<Cluster, $slices, Lanes>(&mut $ctx.tdma, 0x1000);
        let y: DmTensor<i32, Chip, Cluster, $slices, Lanes> = $ctx
            .main
            .begin(staged.view())
            .fetch::<i32, m![1], Lanes>()
            .collect::<m![1], Lanes>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            $($op)*
            .vector_final()
            .commit(0x2000);
        y.to_hbm(&mut $ctx.tdma, 0x3000)
    }};
}

/// One pass of `K` over `x`.
fn pass<K: Lane>(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x, Rows, [
        .vector_fxp(K::OP, K::ARG)
        .vector_fxp(FxpBinaryOp::AddFxp, <K as Lane>::BIAS)
    ])
}

/// `x · 3`.
#[device(chip = 1)]
pub fn tripled(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    pass::<Triple>(ctx, x)
}

/// `x · 2 + 7`, the bias a constant computed from another impl's.
#[device(chip = 1)]
pub fn doubled_plus(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    pass::<DoublePlus>(ctx, x)
}

/// `x >> 1` rounded: unknown, the reference leaves `ArithRightShiftRound` `todo!()`.
#[device(chip = 1)]
pub fn halved(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    pass::<HalfRounded>(ctx, x)
}

/// A shift by a trait's constant.
pub trait Shift {
    const BITS: i32;
}

/// A shift of a whole word.
pub struct Word;
impl Shift for Word {
    const BITS: i32 = i32::BITS as i32;
}

/// A shift of half a word.
pub struct HalfWord;
impl Shift for HalfWord {
    const BITS: i32 = (i32::BITS / 2) as i32;
}

/// `x << S::BITS` through a generic helper.
fn shifted<S: Shift>(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x, Rows, [.vector_logic(LogicBinaryOpI32::LeftShift, S::BITS)])
}

/// `x << 16`.
#[device(chip = 1)]
pub fn half_word_shift(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    shifted::<HalfWord>(ctx, x)
}

/// `x << 32`: the reference computes `a << (b as u32)`, which overflows at 32.
#[device(chip = 1)]
pub fn word_shift(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    shifted::<Word>(ctx, x)
}

/// `x + 1` over `L` staged as `S` slices: generic over the slice mapping.
fn plus_one<S: M>(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    lane_pass!(ctx, x, S, [.vector_fxp(FxpBinaryOp::AddFxp, 1)])
}

/// `x + 1`, staged over all 256 slices.
#[device(chip = 1)]
pub fn plus_one_spread(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    plus_one::<Rows>(ctx, x)
}

/// `x + 1` staged over 512 slices (`L / 8 # 512`): the reference fetches only from 256.
#[device(chip = 1)]
pub fn plus_one_wide(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    plus_one::<m![L / 8 # 512]>(ctx, x)
}
