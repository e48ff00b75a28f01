//! The element-wise half of a gated MLP: SwiGLU in f32 and a gated ReLU in i32, each the
//! activation of the gate in one pass and its product with the up projection in a second.

use super::*;

/// `gate · sigmoid(gate)`: the gate kept in the stash while the sigmoid runs, committed at slot 2.
fn silu(ctx: &mut Context, gate: &Quads<f32>) -> Quads<f32> {
    quad_stream!(ctx, gate, f32, 2, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![F]>()
        .vector_stash()
        .vector_fp_unary(FpUnaryOp::Sigmoid)
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), Stash)
        .vector_pad_way8::<m![F # 8]>()
    ])
}

/// SwiGLU: `silu(gate) · up`, the product by the float zip of the pair.
#[device(chip = 1)]
pub fn swiglu(ctx: &mut Context, gate: &HbmQuads<f32>, up: &HbmQuads<f32>) -> HbmQuads<f32> {
    let gate_dm: Quads<f32> = gate.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let up_dm: Quads<f32> = up.to_dm(&mut ctx.tdma, SLOTS.at(1));
    let activated = silu(ctx, &gate_dm);
    let out: Quads<f32> = pair_stream!(ctx, activated, up_dm, f32, m![F], m![F # 8], 3, [
        .vector_split::<m![A % 2, 1 # 2], m![F]>()
        .vector_fp_zip(FpBinaryOp::MulF(FpMulAlu::Mul0))
        .vector_concat::<m![A % 2], m![F # 8]>()
    ]);
    out.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}

/// A gated ReLU in i32: `max(gate, 0) · up` (wrapping), the product by the fixed-point zip.
#[device(chip = 1)]
pub fn gated_relu(ctx: &mut Context, gate: &HbmRows<i32>, up: &HbmRows<i32>) -> HbmRows<i32> {
    let gate_dm: Rows<i32> = gate.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let up_dm: Rows<i32> = up.to_dm(&mut ctx.tdma, SLOTS.at(1));
    let opened: Rows<i32> = row_stream!(ctx, gate_dm, i32, 2, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpI32::Max, 0)
    ]);
    let out: Rows<i32> = pair_stream!(ctx, opened, up_dm, i32, m![B], m![B], 3, [
        .vector_fxp_zip(FxpBinaryOp::MulInt)
    ]);
    out.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}
