//! `lhs · rhs` as the Vector Engine's zip computes it (`ve_group_pair_fxp`), the staged tensors
//! held by a struct, an array indexed by a loop variable, an `Option` taken once, a tuple `let`,
//! `Option` fields a `&mut self` method fills, a closure borrowing the context, an array of trait
//! objects, and an array's `map`.

use crate::shapes::{A, Chip, Cluster, I};
use furiosa_visa_std::prelude::*;

/// `A` over 256 slices, two lanes a slice.
type Slices = m![A / 2];
/// One slice's two lanes.
type Lanes = m![A % 2];
/// An `i32` tensor of `A` in HBM.
type Vector = HbmTensor<i32, Chip, m![A]>;
/// An `i32` tensor of `A` staged in DM.
type Staged = DmTensor<i32, Chip, Cluster, Slices, Lanes>;

/// Where each operand is staged and the product committed.
const LHS_AT: u64 = 0x1000;
const RHS_AT: u64 = 0x2000;
const PRODUCT_AT: u64 = 0x3000;
const OUT_AT: u64 = 0x4000;

/// The product of two staged operands, written to HBM.
fn product(ctx: &mut Context, lhs: &Staged, rhs: &Staged) -> Vector {
    let result: Staged = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())
        .fetch::<i32, m![I], Lanes>()
        .collect::<m![I], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_fxp_zip(FxpBinaryOp::MulInt)
        .vector_final()
        .commit(PRODUCT_AT);
    result.to_hbm(&mut ctx.tdma, OUT_AT)
}

/// Both operands staged, held together.
struct Operands {
    lhs: Staged,
    rhs: Staged,
}

impl Operands {
    /// Stages `lhs` and `rhs` at their addresses.
    fn stage(ctx: &mut Context, lhs: &Vector, rhs: &Vector) -> Self {
        Operands {
            lhs: lhs.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, LHS_AT),
            rhs: rhs.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, RHS_AT),
        }
    }

    /// Their product.
    fn multiply(&self, ctx: &mut Context) -> Vector {
        product(ctx, &self.lhs, &self.rhs)
    }
}

/// `lhs · rhs`, the staged operands fields of a struct.
#[device(chip = 1)]
pub fn struct_of_tensors(ctx: &mut Context, lhs: &Vector, rhs: &Vector) -> Vector {
    Operands::stage(ctx, lhs, rhs).multiply(ctx)
}

/// `lhs · rhs`, the operands in an array staged by a loop at addresses from a second array.
#[device(chip = 1)]
pub fn array_of_tensors(ctx: &mut Context, lhs: &Vector, rhs: &Vector) -> Vector {
    let inputs = [lhs, rhs];
    let at = [LHS_AT, RHS_AT];
    let mut staged: Vec<Staged> = Vec::new();
    for k in 0..inputs.len() {
        staged.push(inputs[k].to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, at[k]));
    }
    product(ctx, &staged[0], &staged[1])
}

/// `lhs · rhs`, the right operand staged into an `Option` that is taken once.
#[device(chip = 1)]
pub fn optional_tensor(ctx: &mut Context, lhs: &Vector, rhs: &Vector) -> Vector {
    let mut right: Option<Staged> = None;
    if right.is_none() {
        right = Some(rhs.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, RHS_AT));
    }
    let left = lhs.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, LHS_AT);
    let Some(right) = right.take() else {
        panic!("the right operand is staged above");
    };
    product(ctx, &left, &right)
}

/// `lhs · rhs`, both operands staged by one tuple `let`.
#[device(chip = 1)]
pub fn tuple_tensors(ctx: &mut Context, lhs: &Vector, rhs: &Vector) -> Vector {
    let (left, right) = (
        lhs.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, LHS_AT),
        rhs.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, RHS_AT),
    );
    product(ctx, &left, &right)
}

/// Operands staged one at a time into `Option` fields by a `&mut self` method.
struct Stager {
    left: Option<Staged>,
    right: Option<Staged>,
}

impl Stager {
    /// Stages `x` as the left operand or the right one.
    fn put(&mut self, ctx: &mut Context, x: &Vector, left: bool) {
        if left {
            self.left = Some(x.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, LHS_AT));
        } else {
            self.right = Some(x.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, RHS_AT));
        }
    }
}

/// `lhs · rhs`, the operands `Option` fields a method fills, read by `as_ref()`.
#[device(chip = 1)]
pub fn optional_fields(ctx: &mut Context, lhs: &Vector, rhs: &Vector) -> Vector {
    let mut stager = Stager { left: None, right: None };
    stager.put(ctx, rhs, false);
    stager.put(ctx, lhs, true);
    product(ctx, stager.left.as_ref().unwrap(), stager.right.as_ref().expect("staged"))
}

/// `lhs · rhs`, each operand staged by a closure borrowing the context.
#[device(chip = 1)]
pub fn staging_closure(ctx: &mut Context, lhs: &Vector, rhs: &Vector) -> Vector {
    let mut stage = |x: &Vector, at: u64| -> Staged { x.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, at) };
    let left = stage(lhs, LHS_AT);
    let right = stage(rhs, RHS_AT);
    product(ctx, &left, &right)
}

/// Where an operand goes, its staging a default method.
trait Stage {
    fn at(&self) -> u64;

    /// `x` staged at this place.
    fn stage(&self, ctx: &mut Context, x: &Vector) -> Staged {
        x.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, self.at())
    }
}

/// The left operand's place.
struct Low;
/// The right operand's place.
struct High;

impl Stage for Low {
    fn at(&self) -> u64 {
        LHS_AT
    }
}

impl Stage for High {
    fn at(&self) -> u64 {
        RHS_AT
    }
}

/// `lhs · rhs`, the operands staged through an array of trait objects.
#[device(chip = 1)]
pub fn dyn_stages(ctx: &mut Context, lhs: &Vector, rhs: &Vector) -> Vector {
    let stages: [&dyn Stage; 2] = [&Low, &High];
    let left = stages[0].stage(ctx, lhs);
    let right = stages[1].stage(ctx, rhs);
    product(ctx, &left, &right)
}

/// `lhs · rhs`, the operands an array's `map` stages, taken apart by an array pattern.
#[device(chip = 1)]
pub fn mapped_array(ctx: &mut Context, lhs: &Vector, rhs: &Vector) -> Vector {
    let [left, right] = [(lhs, LHS_AT), (rhs, RHS_AT)].map(|(x, at)| x.to_dm::<Cluster, Slices, Lanes>(&mut ctx.tdma, at));
    product(ctx, &left, &right)
}
