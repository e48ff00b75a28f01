//! A pipeline kept in a struct: its DM addresses handed out by a `const fn` bump allocator, its
//! stages an array walked with `while let`, each a scale of the rows by a fixed point factor.

use super::*;

type Rows = DmTensor<i32, Chip, Cluster, m![R], m![T]>;

/// DM addresses handed out in order, each a whole row tile apart.
#[derive(Clone, Copy, Debug)]
struct Bump(Address);

impl Bump {
    /// The bytes of a row of `T` i32 values.
    const TILE: Address = (<m![T]>::SIZE * 4) as Address;

    const fn start() -> Self {
        Bump(0x1000)
    }

    /// The next free address, and the allocator past it.
    const fn take(self) -> (Address, Bump) {
        (self.0, Bump(self.0 + Self::TILE))
    }
}

/// What a stage does to every value.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Stage {
    Add(i32),
    Mul(i32),
    ShiftRight(i32),
}

/// One pass of the Vector Engine over `rows`, committed at `at`.
fn run_stage(ctx: &mut Context, rows: &Rows, stage: Stage, at: Address) -> Rows {
    let (op, operand) = match stage {
        Stage::Add(v) => (FxpBinaryOp::AddFxp, v),
        Stage::Mul(v) => (FxpBinaryOp::MulInt, v),
        Stage::ShiftRight(v) => (FxpBinaryOp::ArithRightShift, v),
    };
    ctx.main
        .begin(rows.view())
        .fetch::<i32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(op, operand)
        .vector_final()
        .commit(at)
}

/// Runs every stage in order, each on the last one's rows; the rows unchanged when there is none.
fn pipeline<const N: usize>(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, T]>, stages: [Stage; N]) -> HbmTensor<i32, Chip, m![R, T]> {
    let (at, mut bump) = Bump::start().take();
    let mut rows: Rows = x.to_dm(&mut ctx.tdma, at);
    let mut pending = stages.iter();
    while let Some(&stage) = pending.next() {
        let (at, next) = bump.take();
        bump = next;
        rows = run_stage(ctx, &rows, stage, at);
    }
    rows.to_hbm(&mut ctx.tdma, 0x10_0000)
}

/// `((x + 3) · 5) >> 1`.
#[device(chip = 1)]
pub fn three_stages(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, T]>) -> HbmTensor<i32, Chip, m![R, T]> {
    pipeline(ctx, x, [Stage::Add(3), Stage::Mul(5), Stage::ShiftRight(1)])
}

/// `x` copied through DM with no stage.
#[device(chip = 1)]
pub fn no_stage(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, T]>) -> HbmTensor<i32, Chip, m![R, T]> {
    pipeline::<0>(ctx, x, [])
}
