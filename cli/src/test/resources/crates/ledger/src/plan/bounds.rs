//! Generic helpers bounded by `where` clauses and `impl Trait` arguments.

use super::*;

/// Stages `x` in DM one flit a slice, for any scalar.
fn stage<D>(ctx: &mut Context, x: &HbmTensor<D, Chip, m![A]>, at: Address) -> DmTensor<D, Chip, Cluster, m![A / 8], m![A % 8]>
where
    D: Scalar,
{
    x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, at)
}

/// Writes a DM tensor back to HBM.
fn unstage<D: Scalar>(ctx: &mut Context, y: DmTensor<D, Chip, Cluster, m![A / 8], m![A % 8]>) -> HbmTensor<D, Chip, m![A]>
where
    DmTensor<D, Chip, Cluster, m![A / 8], m![A % 8]>: Sized,
{
    y.to_hbm(&mut ctx.tdma, 0x3000)
}

/// The address of `n` flits past `base`.
fn offset(base: impl Into<Address>, n: usize) -> Address {
    base.into() + (n as Address) * 32
}

/// `x - 1` through the generic helpers.
#[device(chip = 1)]
pub fn decrement_generic(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = stage::<i32>(ctx, x, 0x1000);
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, -1)
        .vector_final()
        .commit(offset(0x2000u32, 0));
    unstage(ctx, y)
}

/// `x / 2` in f32 through the same helpers.
#[device(chip = 1)]
pub fn halved_generic(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let x_dm = stage(ctx, x, offset(0x800u16, 64));
    let y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A / 4 % 2], m![A % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), 0.5)
        .vector_concat::<m![1], m![A % 8]>()
        .vector_final()
        .commit::<m![A % 8]>(0x2000);
    unstage(ctx, y)
}
