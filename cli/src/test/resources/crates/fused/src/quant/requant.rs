//! A requantiser whose multiplier, shift and zero point are its type's constants.

use super::*;

/// `(x · MUL) >> SHIFT + ZERO`, saturated to i8's range, then narrowed.
pub struct Requant<const MUL: i32, const SHIFT: i32, const ZERO: i32>;

impl<const MUL: i32, const SHIFT: i32, const ZERO: i32> Requant<MUL, SHIFT, ZERO> {
    /// The pass over one row tensor, written at `addr`.
    pub fn apply(ctx: &mut Context, x: &Rows<i32>, addr: u64) -> Bytes<i8> {
        row_stream!(ctx, x, i32, [
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::MulInt, MUL)
            .vector_fxp(FxpBinaryOp::ArithRightShift, SHIFT)
            .vector_clip(ClipBinaryOpI32::AddFxpSat, ZERO)
            .vector_clip(ClipBinaryOpI32::Max, i8::MIN as i32)
            .vector_clip(ClipBinaryOpI32::Min, i8::MAX as i32)
            .vector_final()
            .cast::<i8, m![B # 32]>()
            .commit(addr)
        ])
    }
}

/// An asymmetric requantisation with multiplier 5, shift 6 and zero point -3.
#[device(chip = 1)]
pub fn requant_zero_point(ctx: &mut Context, acc: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<i8, Chip, m![A, B]> {
    let acc_dm: Rows<i32> = acc.to_dm(&mut ctx.tdma, 0x1000);
    let q = Requant::<5, 6, -3>::apply(ctx, &acc_dm, 0x2000);
    q.to_hbm(&mut ctx.tdma, 0x10000)
}

/// A symmetric requantisation (multiplier 3, shift 4, zero point 0), its tensors named by the
/// crate's `Hbm` alias.
#[device(chip = 1)]
pub fn requant_symmetric(ctx: &mut Context, acc: &Hbm<i32>) -> Hbm<i8> {
    let acc_dm: Rows<i32> = acc.to_dm(&mut ctx.tdma, 0x1000);
    let q = Requant::<3, 4, 0>::apply(ctx, &acc_dm, 0x2000);
    q.to_hbm(&mut ctx.tdma, 0x10000)
}

/// The accumulators requantised with a zero point of 7 into an output the caller gives.
#[device(chip = 1)]
pub fn requant_into(ctx: &mut Context, acc: &Hbm<i32>, out: &mut Hbm<i8>) {
    let acc_dm: Rows<i32> = acc.to_dm(&mut ctx.tdma, 0x1000);
    let q = Requant::<1, 0, 7>::apply(ctx, &acc_dm, 0x2000);
    q.view().to_hbm_view(&mut ctx.tdma, out.view_mut());
}
