//! One i32 lane operation by variant: `Add(c)`, `Scale(c)`, `Shift(c)`, `Clamp { low, high }`, `Relu`.

use super::*;

/// `L` over 256 slices, eight lanes a slice.
type Rows = m![L / 8];

/// A lane operation on i32.
#[derive(Clone, Copy, PartialEq)]
pub enum Step {
    /// `x + c`.
    Add(i32),
    /// `x · c`.
    Scale(i32),
    /// `x << c`.
    Shift(i32),
    /// `min(max(x, low), high)`.
    Clamp { low: i32, high: i32 },
    /// `max(x, 0)`.
    Relu,
}

impl Step {
    /// The same operation with its constant doubled (a clamp's bounds both).
    pub const fn doubled(self) -> Self {
        match self {
            Step::Add(c) => Step::Add(2 * c),
            Step::Scale(c) => Step::Scale(2 * c),
            Step::Shift(c) => Step::Shift(2 * c),
            Step::Clamp { low, high } => Step::Clamp { low: 2 * low, high: 2 * high },
            Step::Relu => Step::Relu,
        }
    }
}

/// Two steps, run one pass after the other.
pub struct Pass {
    pub first: Step,
    pub then: Option<Step>,
}

/// One Vector Engine pass of `step` over `x` staged at `from`, committed at `to`.
fn run_step(
    ctx: &mut Context,
    x: &DmTensor<i32, Chip, Cluster, Rows, m![L % 8]>,
    step: Step,
    to: usize,
) -> DmTensor<i32, Chip, Cluster, Rows, m![L % 8]> {
    let branch = ctx
        .main
        .begin(x.view())
        .fetch::<i32, m![1], m![L % 8]>()
        .collect::<m![1], m![L % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional);
    match step {
        Step::Add(c) => branch.vector_fxp(FxpBinaryOp::AddFxp, c).vector_final().commit(to),
        Step::Scale(c) => branch.vector_fxp(FxpBinaryOp::MulInt, c).vector_final().commit(to),
        Step::Shift(c) => branch.vector_logic(LogicBinaryOpI32::LeftShift, c).vector_final().commit(to),
        Step::Clamp { low, high } => branch
            .vector_clip(ClipBinaryOpI32::Max, low)
            .vector_clip(ClipBinaryOpI32::Min, high)
            .vector_final()
            .commit(to),
        Step::Relu => branch.vector_clip(ClipBinaryOpI32::Max, 0).vector_final().commit(to),
    }
}

/// Runs `pass` over `x`: its first step, then its second when it has one.
fn run(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>, pass: Pass) -> HbmTensor<i32, Chip, m![L]> {
    let staged = x.to_dm::<Cluster, Rows, m![L % 8]>(&mut ctx.tdma, 0x1000);
    let mut y = run_step(ctx, &staged, pass.first, 0x2000);
    if let Some(next) = pass.then {
        y = run_step(ctx, &y, next, 0x3000);
    }
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}

/// `x · 3 + 10`: `Scale(3)`, then `Add(5)` doubled.
#[device(chip = 1)]
pub fn scale_then_add(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    run(ctx, x, Pass { first: Step::Scale(3), then: Some(Step::Add(5).doubled()) })
}

/// `min(max(x, -200), 200)`: `Clamp { low: -100, high: 100 }` doubled, with no second step.
#[device(chip = 1)]
pub fn clamp_doubled(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    run(ctx, x, Pass { first: Step::Clamp { low: -100, high: 100 }.doubled(), then: None })
}

/// `max(x - 7, 0)`: the steps picked from a list by `matches!`, the pass built field by field.
#[device(chip = 1)]
pub fn shifted_relu(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    let steps = [Step::Scale(1), Step::Add(-7), Step::Relu];
    let mut pass = Pass { first: Step::Relu, then: None };
    for s in steps {
        if matches!(s, Step::Add(c) if c < 0) {
            pass.first = s;
        } else if s == Step::Relu {
            pass.then = Some(s);
        }
    }
    run(ctx, x, pass)
}

/// `x · 65536 + 1`: `Shift(8)` doubled, then `Add(1)`.
#[device(chip = 1)]
pub fn shift_doubled(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    run(ctx, x, Pass { first: Step::Shift(8).doubled(), then: Some(Step::Add(1)) })
}

/// `x << 32`: `Shift(16)` doubled. The reference computes `a << (b as u32)`, which overflows at 32.
#[device(chip = 1)]
pub fn shift_past_width(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![L]>) -> HbmTensor<i32, Chip, m![L]> {
    run(ctx, x, Pass { first: Step::Shift(16).doubled(), then: None })
}
