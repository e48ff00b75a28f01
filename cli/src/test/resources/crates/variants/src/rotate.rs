//! `view_simpl` (each element of `C` moved one place on, the last to the first, through DM views)
//! written again with its moves as data.

use crate::shapes::{Chip, C, R};
use furiosa_visa_std::prelude::*;

/// A DM tensor of `[R, C]`: `R / 256` on the clusters, `R % 256` on the slices.
type Staged = DmTensor<i32, Chip, m![R / 256], m![R % 256], m![C]>;

/// One element of `C` a move.
#[derive(Clone, Copy)]
struct Move {
    from: usize,
    to: usize,
}

impl Move {
    const fn new(from: usize, to: usize) -> Self {
        Move { from, to }
    }

    /// The move after this one.
    const fn next(self) -> Self {
        Move::new((self.from + 1) % 4, (self.to + 1) % 4)
    }
}

/// Copies element `from` of `C` of `input` to element `to` of `output`.
fn shift(ctx: &mut Context, input: &Staged, output: &mut Staged, from: usize, to: usize) {
    let src = input.view().tile::<m![C], 1, m![1 # 4]>(from);
    let dst = output.view_mut().tile::<m![C], 1, m![1 # 4]>(to);
    src.to_dm_view(&mut ctx.tdma, dst);
}

/// The moves an array of tuples lists.
#[device(chip = 1)]
pub fn rotate_pairs(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, C]>) -> HbmTensor<i32, Chip, m![R, C]> {
    const MOVES: [(usize, usize); 4] = [(0, 1), (1, 2), (2, 3), (3, 0)];
    let staged: Staged = input.to_dm(&mut ctx.tdma, 0x2000);
    let mut output = unsafe { Staged::from_addr(0x3000) };
    for (from, to) in MOVES {
        shift(ctx, &staged, &mut output, from, to);
    }
    output.to_hbm(&mut ctx.tdma, 0x4000)
}

/// Each element's target from a table, read by `if let Some(&to) = TARGETS.get(c)`; the fifth is `None`.
#[device(chip = 1)]
pub fn rotate_if_let(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, C]>) -> HbmTensor<i32, Chip, m![R, C]> {
    const TARGETS: [usize; 4] = [1, 2, 3, 0];
    let staged: Staged = input.to_dm(&mut ctx.tdma, 0x2000);
    let mut output = unsafe { Staged::from_addr(0x3000) };
    for c in 0..5 {
        if let Some(&to) = TARGETS.get(c) {
            shift(ctx, &staged, &mut output, c, to);
        } else {
            break;
        }
    }
    output.to_hbm(&mut ctx.tdma, 0x4000)
}

/// The moves as structs, each from the one before by a `const fn` method.
#[device(chip = 1)]
pub fn rotate_structs(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, C]>) -> HbmTensor<i32, Chip, m![R, C]> {
    let staged: Staged = input.to_dm(&mut ctx.tdma, 0x2000);
    let mut output = unsafe { Staged::from_addr(0x3000) };
    let mut m = Move::new(3, 0);
    for _ in 0..4 {
        shift(ctx, &staged, &mut output, m.from, m.to);
        m = m.next();
    }
    output.to_hbm(&mut ctx.tdma, 0x4000)
}

/// The moves in chunks of two, each chunk's targets from its sources by a closure.
#[device(chip = 1)]
pub fn rotate_chunks(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, C]>) -> HbmTensor<i32, Chip, m![R, C]> {
    const SOURCES: [usize; 4] = [0, 1, 2, 3];
    let target = |c: usize| (c + 1) % SOURCES.len();
    let staged: Staged = input.to_dm(&mut ctx.tdma, 0x2000);
    let mut output = unsafe { Staged::from_addr(0x3000) };
    for pair in SOURCES.chunks(2) {
        for &c in pair.iter() {
            shift(ctx, &staged, &mut output, c, target(c));
        }
    }
    output.to_hbm(&mut ctx.tdma, 0x4000)
}
