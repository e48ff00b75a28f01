//! A configuration struct with methods picks the addresses of a pass.

use super::*;

/// Where a pass stages its data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The base address of the staging area.
    pub base: Address,
    /// The distance between two staged tensors.
    pub stride: Address,
}

impl Default for Plan {
    fn default() -> Self {
        Self { base: 0x1000, stride: 0x1000 }
    }
}

impl Plan {
    /// The plan starting at `base`.
    pub const fn at(base: Address) -> Self {
        Plan { base, stride: 0x1000 }
    }

    /// The `n`th staging address.
    #[inline]
    pub const fn slot(&self, n: usize) -> Address {
        self.base + self.stride * n as Address
    }

    /// The plan moved by `k` slots.
    pub fn shifted(self, k: usize) -> Self {
        Self { base: self.slot(k), ..self }
    }
}

/// `x - 5` with every address from a `Plan`.
#[device(chip = 1)]
pub fn minus_five_planned(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let plan = Plan::default();
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, plan.slot(0));
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::SubFxp, 5)
        .vector_final()
        .commit(plan.slot(1));
    y.to_hbm(&mut ctx.tdma, plan.shifted(2).base)
}

/// `x & 0xF0`, the plan built by a const fn.
#[device(chip = 1)]
pub fn masked_planned(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    const PLAN: Plan = Plan::at(0x4000);
    let Plan { base, stride } = PLAN;
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, base);
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(LogicBinaryOpI32::BitAnd, 0xF0)
        .vector_final()
        .commit(base + stride);
    y.to_hbm(&mut ctx.tdma, PLAN.slot(2))
}

/// `x + 100`, its addresses in a struct declared inside the function.
#[device(chip = 1)]
pub fn local_slots(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    struct Slots {
        input: Address,
        output: Address,
    }
    let slots = Slots { input: 0x1000, output: 0x2000 };
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, slots.input);
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 100)
        .vector_final()
        .commit(slots.output);
    y.to_hbm(&mut ctx.tdma, 0x3000)
}

/// `x * 2`, the addresses from an enum, an impl and a static declared inside the function.
#[device(chip = 1)]
pub fn local_sides(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    #[derive(Clone, Copy)]
    enum Side {
        Input,
        Output,
    }
    struct Sides {
        base: Address,
    }
    impl Sides {
        fn of(&self, side: Side) -> Address {
            match side {
                Side::Input => self.base,
                Side::Output => self.base + 0x1000,
            }
        }
    }
    static BASE: Address = 0x5000;
    let sides = Sides { base: BASE };
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, sides.of(Side::Input));
    let y: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 2)
        .vector_final()
        .commit(sides.of(Side::Output));
    y.to_hbm(&mut ctx.tdma, 0x3000)
}
