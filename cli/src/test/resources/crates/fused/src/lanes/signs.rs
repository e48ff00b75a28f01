//! Operands chosen by a value's sign or a lane's parity.

use super::*;

/// Complex conjugate of `(re, im)` pairs laid along the packet: the odd lanes of `B` negated
/// (`AxisToggle` on the packet's axis).
#[device(chip = 1)]
pub fn conjugate_pairs(ctx: &mut Context, z: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<i32, Chip, m![A, B]> {
    row_pass!(ctx, z, i32, Rows<i32>, [
        .vector_intra_slice_branch(BranchMode::AxisToggle { axis: Ident::B })
        .vector_fxp(FxpBinaryOp::MulInt, [VeBranchOperand::group(VeRhs::constant(-1), GroupId::One)])
        .vector_final()
    ])
}

/// A piecewise-linear activation: negative values halved, the others doubled, both operands given
/// to one multiply, each valid in its group.
#[device(chip = 1)]
pub fn piecewise_linear(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, B]>) -> HbmTensor<f32, Chip, m![A, B]> {
    row_pass!(ctx, x, f32, Rows<f32>, [
        .vector_intra_slice_branch(group_one_if!(F32, InputCmpF32::Less { boundary: 0.0 }))
        .vector_trim_way4::<m![B]>()
        .vector_fp_binary(
            FpBinaryOp::MulF(FpMulAlu::Mul0),
            [
                VeBranchOperand::group(VeRhs::constant(2.0f32), GroupId::Zero),
                VeBranchOperand::group(VeRhs::constant(0.5f32), GroupId::One),
            ],
        )
        .vector_pad_way8::<m![B # 8]>()
        .vector_final()
    ])
}

/// A bias from the VRF added only to the positive activations (a gated bias).
#[device(chip = 1)]
pub fn gated_bias(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![A, B]>,
    bias: &HbmTensor<i32, Chip, m![A, B]>,
) -> HbmTensor<i32, Chip, m![A, B]> {
    let (x_dm, b_vrf) = rows_and_vrf(ctx, x, bias);
    let y: Rows<i32> = row_stream!(ctx, x_dm, i32, [
        .vector_intra_slice_branch(group_one_if!(I32, InputCmpI32::Greater { boundary: 0 }))
        .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::group(VeRhs::vrf(&b_vrf), GroupId::One)])
        .vector_final()
        .commit(0x3000)
    ]);
    y.to_hbm(&mut ctx.tdma, 0x10000)
}
