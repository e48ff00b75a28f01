//! Epilogues behind a trait: each names its operation and operand, a generic pass runs one, and a
//! list of them (`&dyn Epilogue`) runs in order.

use super::*;

type Flat = DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]>;

/// One integer operation of the arithmetic unit.
trait Epilogue {
    fn op(&self) -> FxpBinaryOp;
    fn operand(&self) -> i32;
}

struct Bias(i32);
struct Gain(i32);

impl Epilogue for Bias {
    fn op(&self) -> FxpBinaryOp {
        FxpBinaryOp::AddFxp
    }
    fn operand(&self) -> i32 {
        self.0
    }
}

impl Epilogue for Gain {
    fn op(&self) -> FxpBinaryOp {
        FxpBinaryOp::MulInt
    }
    fn operand(&self) -> i32 {
        self.0
    }
}

fn pass<E: Epilogue + ?Sized>(ctx: &mut Context, x: &Flat, e: &E, at: Address) -> Flat {
    ctx.main
        .begin(x.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(e.op(), e.operand())
        .vector_final()
        .commit(at)
}

/// `x + 6` by one generic pass.
#[device(chip = 1)]
pub fn biased(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm: Flat = x.to_dm(&mut ctx.tdma, 0x1000);
    pass(ctx, &x_dm, &Bias(6), 0x2000).to_hbm(&mut ctx.tdma, 0x10_0000)
}

/// `(x · 3 + 1) · 2`: a list of epilogues, each run on the last one's result.
#[device(chip = 1)]
pub fn epilogue_list(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let steps: [&dyn Epilogue; 3] = [&Gain(3), &Bias(1), &Gain(2)];
    let mut y: Flat = x.to_dm(&mut ctx.tdma, 0x1000);
    for (i, step) in steps.iter().enumerate() {
        y = pass(ctx, &y, *step, 0x2000 + 0x100 * i as Address);
    }
    y.to_hbm(&mut ctx.tdma, 0x10_0000)
}
