//! An operand chosen at the call: a constant or a register-file tensor, one enum generic over the
//! element type, applied to the rows by the arithmetic unit.

use super::*;

type Flat<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2]>;
type Lanes<D> = VrfTensor<D, Chip, Cluster, m![A / 2], m![A % 2 # 8]>;

/// The right-hand side of an addition.
pub enum Rhs<'a, D: Scalar> {
    /// The same value for every element.
    Splat(D),
    /// One value an element, from the register file.
    Each(&'a Lanes<D>),
}

impl<'a, D: Scalar> Rhs<'a, D> {
    fn is_splat(&self) -> bool {
        matches!(self, Rhs::Splat(_))
    }
}

fn added(ctx: &mut Context, x: &Flat<i32>, rhs: Rhs<'_, i32>) -> Flat<i32> {
    let stream = ctx
        .main
        .begin(x.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional);
    match rhs {
        Rhs::Splat(v) => stream.vector_fxp(FxpBinaryOp::AddFxp, v).vector_final().commit(0x3000),
        Rhs::Each(lanes) => stream.vector_fxp(FxpBinaryOp::AddFxp, lanes).vector_final().commit(0x3000),
    }
}

/// `x[a] + 9`.
#[device(chip = 1)]
pub fn plus_splat(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm: Flat<i32> = x.to_dm(&mut ctx.tdma, 0x1000);
    let rhs = Rhs::Splat(9);
    assert!(rhs.is_splat());
    added(ctx, &x_dm, rhs).to_hbm(&mut ctx.tdma, 0x10_0000)
}

/// `x[a] + y[a]`, `y` read into the register file first.
#[device(chip = 1)]
pub fn plus_each(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>, y: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm: Flat<i32> = x.to_dm(&mut ctx.tdma, 0x1000);
    let y_dm: Flat<i32> = y.to_dm(&mut ctx.tdma, 0x2000);
    let y_vrf: Lanes<i32> = ctx
        .sub
        .begin(y_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .to_vrf(0);
    added(ctx, &x_dm, Rhs::Each(&y_vrf)).to_hbm(&mut ctx.tdma, 0x10_0000)
}
