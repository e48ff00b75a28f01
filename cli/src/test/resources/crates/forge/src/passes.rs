//! Passes run through a struct that borrows the context: its methods stage, transform and write
//! back, as a team wraps the engines behind a small API of its own.

use super::*;

type Flat = DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]>;

/// The engines of one kernel, borrowed for its passes, and where its next tile goes in DM.
struct Passes<'a> {
    ctx: &'a mut Context,
    next_dm: Address,
}

impl<'a> Passes<'a> {
    const TILE: Address = 0x100;

    fn new(ctx: &'a mut Context) -> Self {
        Passes { ctx, next_dm: 0x1000 }
    }

    fn place(&mut self) -> Address {
        let at = self.next_dm;
        self.next_dm += Self::TILE;
        at
    }

    fn stage(&mut self, x: &HbmTensor<i32, Chip, m![A]>) -> Flat {
        let at = self.place();
        x.to_dm(&mut self.ctx.tdma, at)
    }

    fn apply(&mut self, x: &Flat, op: FxpBinaryOp, operand: i32) -> Flat {
        let at = self.place();
        self.ctx
            .main
            .begin(x.view())
            .fetch::<i32, m![1], m![A % 2]>()
            .collect::<m![1], m![A % 2 # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(op, operand)
            .vector_final()
            .commit(at)
    }

    fn write_back(self, y: &Flat) -> HbmTensor<i32, Chip, m![A]> {
        y.to_hbm(&mut self.ctx.tdma, 0x10_0000)
    }
}

/// `(x << 2) - 5` through the struct's methods.
#[device(chip = 1)]
pub fn shifted_less_five(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let mut passes = Passes::new(ctx);
    let staged = passes.stage(x);
    let shifted = passes.apply(&staged, FxpBinaryOp::LeftShift, 2);
    let lowered = passes.apply(&shifted, FxpBinaryOp::SubFxp, 5);
    passes.write_back(&lowered)
}
