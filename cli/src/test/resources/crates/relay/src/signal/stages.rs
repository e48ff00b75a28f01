//! The stages every pass shares: a signal staged in DM two values a slice, and written back.

use super::*;

/// A signal `x[A]` in DM: `x[2 s + t]` at slice `s`, element `t`.
pub(crate) type Staged<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2]>;

/// `x` staged in DM at `at`.
pub(crate) fn stage<D: Scalar>(ctx: &mut Context, x: &HbmTensor<D, Chip, m![A]>, at: Address) -> Staged<D> {
    x.to_dm(&mut ctx.tdma, at)
}

/// A finished pass `y` written back to HBM at `at`.
pub(crate) fn write_back<D: Scalar>(ctx: &mut Context, y: &Staged<D>, at: Address) -> HbmTensor<D, Chip, m![A]> {
    y.to_hbm(&mut ctx.tdma, at)
}

/// The branch unit's comparisons that put `cmp` alone in group one: its last comparison sets the
/// branch id's low bit (vector_engine/branch.rs:30), the others are never true. The fillers
/// compare the same element type as `cmp`: a comparison of the other type panics on the data
/// (vector_engine/branch.rs:221).
pub(crate) fn group_one_when(cmp: InputCmp) -> [InputCmp; 4] {
    let never = match cmp {
        InputCmp::I32(_) => InputCmp::I32(InputCmpI32::False),
        InputCmp::F32(_) => InputCmp::F32(InputCmpF32::False),
    };
    [never.clone(), never.clone(), never, cmp]
}
