//! Operations picked by `match` on a mode, and branch groups from an array.

use super::*;

/// How a pass shifts.
#[derive(Clone, Copy, Debug)]
pub enum Shift {
    Left(u32),
    Right(u32),
}

impl Shift {
    fn op(&self) -> (LogicBinaryOpI32, i32) {
        match *self {
            Shift::Left(n) => (LogicBinaryOpI32::LeftShift, n as i32),
            Shift::Right(n) if n > 0 => (LogicBinaryOpI32::ArithRightShift, n as i32),
            Shift::Right(_) => (LogicBinaryOpI32::LeftShift, 0),
        }
    }
}

/// `x >> 2` (arithmetic), the operation from a `match`.
#[device(chip = 1)]
pub fn quarter_by_match(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let (op, amount) = Shift::Right(2).op();
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(op, amount)
        .vector_final()
        .commit(0x2000);
    y.to_hbm(&mut ctx.tdma, 0x3000)
}

/// `x + 10` where `x < 0`, `x` elsewhere: the comparisons from an array built by `map`.
#[device(chip = 1)]
pub fn lift_negatives(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let bounds: [Option<i32>; 4] = [None, None, None, Some(0)];
    let cmps = bounds.map(|b| match b {
        Some(boundary) => InputCmp::I32(InputCmpI32::Less { boundary }),
        None => InputCmp::I32(InputCmpI32::False),
    });
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison(cmps))
        .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::group(VeRhs::constant(10), GroupId::One)])
        .vector_final()
        .commit(0x2000);
    y.to_hbm(&mut ctx.tdma, 0x3000)
}
