//! Values chosen by the branch unit: a comparison picked from a configuration, and a mask's
//! comparison kept in the register file and read back by another tensor's pass.

use super::*;

type Flat<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2]>;

/// Which values a gate lets through unchanged; the others are zeroed.
#[derive(Clone, Copy, Debug)]
pub enum Gate {
    /// Values at most the bound.
    AtMost(i32),
    /// Values at least the bound.
    AtLeast(i32),
    /// Values other than zero (all of them pass unchanged: zeroing a zero keeps it).
    NonZero,
}

impl Gate {
    /// The branch unit's comparisons putting the values to zero in group one: the last comparison
    /// sets the group bit, the first three never hold.
    fn comparisons(self) -> [InputCmp; 4] {
        let blocked = match self {
            Gate::AtMost(bound) => InputCmpI32::Greater { boundary: bound },
            Gate::AtLeast(bound) => InputCmpI32::Less { boundary: bound },
            Gate::NonZero => InputCmpI32::Equal { boundary: 0 },
        };
        let never = InputCmp::I32(InputCmpI32::False);
        [never.clone(), never.clone(), never, InputCmp::I32(blocked)]
    }
}

fn gated(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>, gate: Gate) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm: Flat<i32> = x.to_dm(&mut ctx.tdma, 0x1000);
    let out: Flat<i32> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison(gate.comparisons()))
        .vector_fxp(FxpBinaryOp::MulInt, [VeBranchOperand::group(VeRhs::constant(0), GroupId::One)])
        .vector_final()
        .commit(0x2000);
    out.to_hbm(&mut ctx.tdma, 0x3000)
}

/// `x[a]` where `x[a] <= 1000`, else 0.
#[device(chip = 1)]
pub fn gate_at_most(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    gated(ctx, x, Gate::AtMost(1000))
}

/// `x[a]` where `x[a] >= -50`, else 0.
#[device(chip = 1)]
pub fn gate_at_least(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    gated(ctx, x, Gate::AtLeast(-50))
}

/// `x[a] · 4` where `mask[a] == 0`, else `x[a]`: the mask's comparison stored in the register
/// file by the sub context, the branch read back by the main context's pass over `x`.
#[device(chip = 1)]
pub fn scaled_where_masked(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![A]>,
    mask: &HbmTensor<i32, Chip, m![A]>,
) -> HbmTensor<i32, Chip, m![A]> {
    let mask_dm: Flat<i32> = mask.to_dm(&mut ctx.tdma, 0x1000);
    let x_dm: Flat<i32> = x.to_dm(&mut ctx.tdma, 0x2000);
    let _branches: VrfTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .sub
        .begin(mask_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison(Gate::NonZero.comparisons()))
        .vector_final()
        .to_vrf(0);
    let out: Flat<i32> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Vrf)
        .vector_fxp(FxpBinaryOp::MulInt, [VeBranchOperand::group(VeRhs::constant(4), GroupId::One)])
        .vector_final()
        .commit(0x3000);
    out.to_hbm(&mut ctx.tdma, 0x4000)
}
