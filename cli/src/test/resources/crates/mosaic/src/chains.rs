//! Passes written the way a larger code base strings them together: a pipeline struct holding the
//! context, an enum choosing the ALU operation, const-generic scales, `while` loops over tiles of
//! tiles, and conversions between fixed point and float.

use crate::shapes::*;
use furiosa_visa_std::prelude::*;

axes![P = 512, K = 16, E = 2, S = 256, W = 32];

/// What a pass of the pipeline does to each element.
#[derive(Clone, Copy)]
pub enum Step {
    Add(i32),
    Scale(i32),
}

impl Step {
    /// The fixed-point operation and its operand.
    fn op(self) -> (FxpBinaryOp, i32) {
        match self {
            Step::Add(k) => (FxpBinaryOp::AddFxp, k),
            Step::Scale(k) => (FxpBinaryOp::MulInt, k),
        }
    }
}

/// Stages tensors in DM slot after slot and runs passes over them.
pub struct Pipeline<'c> {
    ctx: &'c mut Context,
    next: usize,
}

impl<'c> Pipeline<'c> {
    pub fn new(ctx: &'c mut Context) -> Self {
        Self { ctx, next: 0 }
    }

    /// The next free DM slot.
    fn slot(&mut self) -> usize {
        let at = ARENA.slot(self.next);
        self.next += 1;
        at
    }

    /// `x` staged in DM.
    pub fn stage(&mut self, x: &HbmRows<i32>) -> Rows<i32> {
        let at = self.slot();
        x.to_dm(&mut self.ctx.tdma, at)
    }

    /// One pass of `step` over `x`.
    pub fn run(&mut self, x: &Rows<i32>, step: Step) -> Rows<i32> {
        let at = self.slot();
        let (op, k) = step.op();
        self.ctx
            .main
            .begin(x.view())
            .fetch::<i32, m![A % 2], m![B]>()
            .collect::<m![A % 2], m![B]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(op, k)
            .vector_final()
            .commit(at)
    }

    /// `x` written back to HBM result `i`.
    pub fn finish(self, x: &Rows<i32>, i: usize) -> HbmRows<i32> {
        x.to_hbm(&mut self.ctx.tdma, ARENA.result(i))
    }
}

/// `(x + 3) · 2 − 1`: three passes of a pipeline, each chosen by a `Step`.
#[device(chip = 1)]
pub fn bias_scale_bias(ctx: &mut Context, x: &HbmRows<i32>) -> HbmRows<i32> {
    let mut p = Pipeline::new(ctx);
    let staged = p.stage(x);
    let mut y = staged;
    for step in [Step::Add(3), Step::Scale(2), Step::Add(-1)] {
        y = p.run(&y, step);
    }
    p.finish(&y, 0)
}

/// `x · NUM` then `& MASK` (the logic unit given the operand first, `Mode10`).
fn scale_and_mask<const NUM: i32, const MASK: i32>(ctx: &mut Context, x: &Rows<i32>) -> Rows<i32> {
    rows_stream!(ctx, x, [
        .vector_logic_with_mode(LogicBinaryOpI32::BitAnd, BinaryArgMode::Mode10, MASK)
        .vector_fxp(FxpBinaryOp::MulInt, NUM)
    ])
    .commit(ARENA.slot(1))
}

/// `(x & 0xFFFF) · 5`: the mask, then the scale, by const generics.
#[device(chip = 1)]
pub fn masked_times_five(ctx: &mut Context, x: &HbmRows<i32>) -> HbmRows<i32> {
    let x_dm: Rows<i32> = x.to_dm(&mut ctx.tdma, ARENA.slot(0));
    let y = scale_and_mask::<5, 0xFFFF>(ctx, &x_dm);
    y.to_hbm(&mut ctx.tdma, ARENA.result(0))
}

/// i32 values as f32 (the fixed-point converter with 31 integer bits), a quarter each.
#[device(chip = 1)]
pub fn quarter_as_float(ctx: &mut Context, x: &HbmQuads<i32>) -> HbmQuads<f32> {
    quads_pass!(ctx, x, i32, f32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp_to_fp(31)
        .vector_trim_way4::<m![F]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.25f32)
        .vector_pad_way8::<m![F # 8]>()
    ])
}

/// `exp(x)` through the unary unit with its argument mode named (`Mode0`, the stream).
#[device(chip = 1)]
pub fn exp_mode(ctx: &mut Context, x: &HbmQuads<f32>) -> HbmQuads<f32> {
    quads_pass!(ctx, x, f32, f32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![F]>()
        .vector_fp_unary_with_mode(FpUnaryOp::Exp, UnaryArgMode::Mode0)
        .vector_pad_way8::<m![F # 8]>()
    ])
}

/// The halves of rows exchanged a quarter of `K` at a time, by tiles of tiles in `while` loops:
/// `out[p, k] = x[(p + 256) % 512, k]`.
#[device(chip = 1)]
pub fn swap_by_quarters(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, K]>) -> HbmTensor<i32, Chip, m![P, K]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![P, K]>::from_addr(ARENA.result(0)) };
    let halves = 512 / 256;
    let mut h = 0;
    while h < halves {
        let half = x.view().tile::<m![P / 256], 1, m![1 # 2, P % 256, K]>(h);
        let mut q = 0;
        while q < 16 / 4 {
            let mut target = out.view_mut().tile::<m![P / 256], 1, m![1 # 2, P % 256, K]>(halves - 1 - h);
            half.tile::<m![K / 4], 1, m![1 # 2, P % 256, 1 # 4, K % 4]>(q)
                .to_hbm_view(&mut ctx.tdma, target.tile::<m![K / 4], 1, m![1 # 2, P % 256, 1 # 4, K % 4]>(q));
            q += 1;
        }
        h += 1;
    }
    out
}

/// Cluster `e` keeps the quarter `pattern[e]` of its rows, `pattern = [1, 2]`:
/// `out[e, s, w] = x[e, s, 8 pattern[e] + w]`.
#[device(chip = 1)]
pub fn quarter_per_cluster(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![E, S, W]>) -> HbmTensor<i32, Chip, m![E, S, W % 8]> {
    let dm = x.to_dm::<m![E], m![S], m![W]>(&mut ctx.tdma, ARENA.slot(0));
    let kept: DmTensor<i32, Chip, m![E], m![S], m![W % 8]> = ctx
        .sub
        .parallel_copy_cluster_slice::<2, m![W / 8], m![1 # 4, W % 8], _, _, _, _, _, _>(dm.view(), &[1, 2]);
    kept.to_hbm(&mut ctx.tdma, ARENA.result(0))
}
