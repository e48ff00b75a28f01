//! Rust an engineer reaches for around the kernels: an extension trait on HBM tensors, a tuple
//! struct naming a slot, constant patterns passed by reference, `if let` on an optional offset,
//! a generic pass over the element type, and staging written straight into a helper's argument.

use crate::shapes::*;
use furiosa_visa_std::prelude::*;

axes![Q = 4, S = 256, W = 32, R = 4, L = 2048];

/// A DM slot, by number.
#[derive(Clone, Copy)]
pub struct Slot(pub usize);

impl Slot {
    /// Its address.
    pub const fn at(self) -> usize {
        ARENA.slot(self.0)
    }
}

/// Staging of HBM rows, as an extension of the HBM tensor.
pub trait StageRows<D: Scalar> {
    /// The rows staged two a slice at `slot`.
    fn stage(&self, ctx: &mut Context, slot: Slot) -> Rows<D>;
}

impl<D: Scalar> StageRows<D> for HbmRows<D> {
    fn stage(&self, ctx: &mut Context, slot: Slot) -> Rows<D> {
        self.to_dm(&mut ctx.tdma, slot.at())
    }
}

/// `x + offset` when there is an offset, `x` otherwise, committed at `slot`.
fn maybe_offset(ctx: &mut Context, x: &Rows<i32>, offset: Option<i32>, slot: Slot) -> Rows<i32> {
    let k = if let Some(k) = offset { k } else { 0 };
    rows_stream!(ctx, x, [.vector_fxp(FxpBinaryOp::AddFxp, k)]).commit(slot.at())
}

/// `x + 7`: staged by the extension trait, offset by a helper given `Some(7)`.
#[device(chip = 1)]
pub fn offset_by_trait(ctx: &mut Context, x: &HbmRows<i32>) -> HbmRows<i32> {
    let staged = x.stage(ctx, Slot(0));
    let y = maybe_offset(ctx, &staged, Some(7), Slot(1));
    y.to_hbm(&mut ctx.tdma, ARENA.result(0))
}

/// `x` unchanged: the helper given `None`, its argument staged in the call itself.
#[device(chip = 1)]
pub fn offset_none(ctx: &mut Context, x: &HbmRows<i32>) -> HbmRows<i32> {
    let y = maybe_offset(ctx, &x.to_dm(&mut ctx.tdma, Slot(2).at()), None, Slot(3));
    y.to_hbm(&mut ctx.tdma, ARENA.result(0))
}

/// The chip shuffle's pattern: each chip takes the tensor of the chip before it.
const FROM_PREVIOUS: [usize; 4] = [3, 0, 1, 2];

/// Chip `q` ends with chip `q − 1`'s tensor, plus one: `out[q, s, w] = x[(q + 3) % 4, s, w] + 1`.
#[device(chip = 4)]
pub fn previous_chip_plus_one(ctx: &mut Context, x: &HbmTensor<i32, m![Q], m![S, W]>) -> HbmTensor<i32, m![Q], m![S, W]> {
    let own: DmTensor<i32, m![Q], m![1 # 2], m![S], m![W]> = x.to_dm(&mut ctx.tdma, Slot(0).at());
    let moved = ctx.tdma.dm_chip_shuffle::<_, 4, _, _, _, _>(own.view(), &FROM_PREVIOUS);
    let y: DmTensor<i32, m![Q], m![1 # 2], m![S], m![W]> = ctx
        .main
        .begin(moved.view())
        .fetch::<i32, m![W / 8], m![W % 8]>()
        .collect::<m![W / 8], m![W % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 1)
        .vector_final()
        .commit(Slot(1).at());
    y.to_hbm(&mut ctx.tdma, ARENA.result(0))
}

/// Rows copied through DM for any element type, a generic helper naming `D` in its turbofish.
fn round_trip<D: Scalar>(ctx: &mut Context, x: &HbmRows<D>, slot: Slot) -> HbmRows<D> {
    let staged = x.to_dm::<Cluster, m![A / 2], m![A % 2, B]>(&mut ctx.tdma, slot.at());
    staged.to_hbm::<m![A, B]>(&mut ctx.tdma, ARENA.result(slot.0))
}

/// bf16 and i8 rows copied by the same generic helper: `(a, b)` back as they came.
#[device(chip = 1)]
pub fn both_types_back(ctx: &mut Context, a: &HbmRows<bf16>, b: &HbmRows<i8>) -> (HbmRows<bf16>, HbmRows<i8>) {
    (round_trip(ctx, a, Slot(0)), round_trip(ctx, b, Slot(1)))
}

/// `max_R x[R, L]` across four slices two apart (`R` between the two factors of `L` the slices
/// hold), then doubled inside each slice: the maximum kept in the stash and added to itself by the
/// clip unit (f32).
#[device(chip = 1)]
pub fn column_max_doubled(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, L]>) -> HbmTensor<f32, Chip, m![L]> {
    let x_dm = x.to_dm::<Cluster, m![L / 64, R, L / 32 % 2], m![L % 32]>(&mut ctx.tdma, 0);
    let y: DmTensor<f32, Chip, Cluster, m![L / 64, 1 # 4, L / 32 % 2], m![L % 32]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![L / 8 % 4], m![L % 8]>()
        .collect::<m![L / 8 % 4], m![L % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![L / 64, 1 # 4, L / 32 % 2], m![L / 8 % 4]>(InterSliceReduceOpF32::Max)
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_stash()
        .vector_clip(ClipBinaryOpF32::Add, Stash)
        .vector_final()
        .commit(Slot(4).at());
    y.to_hbm(&mut ctx.tdma, ARENA.result(0))
}
