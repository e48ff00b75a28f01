//! The Vector Engine suite's single- and two-input passes written again: a builder of passes,
//! a trait whose associated constants name the operation, ranges matched to choose it, and a
//! trait object choosing the zip.

use crate::shapes::{A, Chip, Cluster, I};
use furiosa_visa_std::prelude::*;

/// `A` over 256 slices, two lanes a slice.
type Slices = m![A / 2];
/// One slice's two lanes.
type Lanes = m![A % 2];
/// An `i32` tensor of `A` in HBM.
type Vector = HbmTensor<i32, Chip, m![A]>;

/// One fixed-point pass: its operation and constant.
#[derive(Clone, Copy)]
pub struct Pass {
    op: FxpBinaryOp,
    arg: i32,
}

/// Builds a [`Pass`]; the operation adds unless set.
pub struct PassBuilder {
    op: FxpBinaryOp,
    arg: Option<i32>,
}

impl Pass {
    /// A builder of an addition of nothing yet.
    #[must_use]
    pub fn new() -> PassBuilder {
        PassBuilder { op: FxpBinaryOp::AddFxp, arg: None }
    }

    /// `x op arg` as `ve_elementwise_fxp_const` computes it: staged at `0x1000`, committed at
    /// `0x2000`, written to HBM at `0x3000`.
    pub fn run(&self, ctx: &mut Context, x: &Vector) -> Vector {
        let staged = x.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, 0x1000);
        let y: DmTensor<i32, Chip, Cluster, Slices, Lanes> = ctx
            .main
            .begin(staged.view())
            .fetch::<i32, m![1], Lanes>()
            .collect::<m![1], m![A % 2 # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(self.op, self.arg)
            .vector_final()
            .commit(0x2000);
        y.to_hbm(&mut ctx.tdma, 0x3000)
    }
}

impl PassBuilder {
    /// Sets the operation.
    pub fn op(self, op: FxpBinaryOp) -> Self {
        Self { op, ..self }
    }

    /// Sets the constant.
    pub fn arg(mut self, arg: i32) -> Self {
        self.arg = Some(arg);
        self
    }

    /// The pass; a constant left unset is 0.
    pub fn build(&self) -> Pass {
        Pass { op: self.op, arg: self.arg.unwrap_or_default() }
    }
}

/// `x + 100`, the pass made by a builder.
#[device(chip = 1)]
pub fn built_pass(ctx: &mut Context, x: &Vector) -> Vector {
    Pass::new().arg(100).build().run(ctx, x)
}

/// A pass named by a type: its operation and constant are associated constants.
pub trait Fixed {
    const OP: FxpBinaryOp;
    const ARG: i32;
    /// The pass the type names.
    fn pass() -> Pass {
        Pass { op: Self::OP, arg: Self::ARG }
    }
}

/// Multiplies by three.
pub struct Triple;

impl Fixed for Triple {
    const OP: FxpBinaryOp = FxpBinaryOp::MulInt;
    const ARG: i32 = 3;
}

/// `x · 3`, the pass a trait's associated constants name.
#[device(chip = 1)]
pub fn associated_pass(ctx: &mut Context, x: &Vector) -> Vector {
    <Triple as Fixed>::pass().run(ctx, x)
}

/// How hard a pass works: chooses its operation by range.
const LEVEL: u32 = 5;

/// The operation and constant of a level, by `match` on inclusive and open ranges.
const fn by_level(level: u32) -> (FxpBinaryOp, i32) {
    match level {
        0 => (FxpBinaryOp::AddFxp, 0),
        1..=4 => (FxpBinaryOp::AddFxp, level as i32),
        5.. => (FxpBinaryOp::SubFxp, (level * 2) as i32),
    }
}

/// `x - 10`: level 5's pass.
#[device(chip = 1)]
pub fn ranged_pass(ctx: &mut Context, x: &Vector) -> Vector {
    let (op, arg) = by_level(LEVEL);
    Pass { op, arg }.run(ctx, x)
}

/// `x + 10`: level 5's constant with the wrong operation (the spec says subtract).
#[device(chip = 1)]
pub fn ranged_pass_added(ctx: &mut Context, x: &Vector) -> Vector {
    let (_, arg) = by_level(LEVEL);
    Pass { op: FxpBinaryOp::AddFxp, arg }.run(ctx, x)
}

/// Which two-input operation a zip applies.
pub trait Zip {
    fn op(&self) -> FxpBinaryOp;
}

/// Multiplies its pair.
struct Product;

impl Zip for Product {
    #[inline]
    fn op(&self) -> FxpBinaryOp {
        FxpBinaryOp::MulInt
    }
}

/// `lhs · rhs` as `ve_group_pair_fxp` computes it, the operation from a `&dyn Zip`.
fn zipped(ctx: &mut Context, lhs: &Vector, rhs: &Vector, zip: &dyn Zip) -> Vector {
    let (lhs_dm, rhs_dm) = (
        lhs.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, 0x1000),
        rhs.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, 0x2000),
    );
    let result: DmTensor<i32, Chip, Cluster, Slices, Lanes> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(lhs_dm.view(), rhs_dm.view())
        .fetch::<i32, m![I], Lanes>()
        .collect::<m![I], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_fxp_zip(zip.op())
        .vector_final()
        .commit(0x3000);
    result.to_hbm(&mut ctx.tdma, 0x4000)
}

/// `lhs · rhs`, the zip's operation through a trait object.
#[device(chip = 1)]
pub fn dyn_zip(ctx: &mut Context, lhs: &Vector, rhs: &Vector) -> Vector {
    zipped(ctx, lhs, rhs, &Product)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_five_subtracts_ten() {
        assert_eq!(by_level(5).1, 10);
    }
}
