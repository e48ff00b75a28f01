//! Passes whose stages meet in less common ways: a group's fused multiply-add with a VRF operand,
//! the stash as a clip's first argument, a row statistic in the VRF then a narrowing cast, and a
//! commit that transposes time.

use super::*;

axes![W = 16];

/// `x · g + 0.5` for the negative values, `g` from the VRF (a fused multiply-add valid in group
/// one only); the others pass as they are.
#[device(chip = 1)]
pub fn ternary_vrf_group(
    ctx: &mut Context,
    x: &HbmTensor<f32, Chip, m![A, B]>,
    g: &HbmTensor<f32, Chip, m![A, B]>,
) -> HbmTensor<f32, Chip, m![A, B]> {
    let (x_dm, g_vrf) = rows_and_vrf(ctx, x, g);
    let y: Rows<f32> = row_stream!(ctx, x_dm, f32, [
        .vector_intra_slice_branch(group_one_if!(F32, InputCmpF32::Less { boundary: 0.0 }))
        .vector_trim_way4::<m![B]>()
        .vector_fp_ternary(FpTernaryOp::FmaF, [TernaryOperand::group(VeRhs::vrf(&g_vrf), 0.5f32, GroupId::One)])
        .vector_pad_way8::<m![B # 8]>()
        .vector_final()
        .commit(0x3000)
    ]);
    y.to_hbm(&mut ctx.tdma, 0x10000)
}

/// `min(x, 3x)`: the input kept in the stash and given to the clip ALU first (`Mode10`).
#[device(chip = 1)]
pub fn clip_mode_stash(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, B]>) -> HbmTensor<f32, Chip, m![A, B]> {
    row_pass!(ctx, x, f32, Rows<f32>, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_stash()
        .vector_trim_way4::<m![B]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 3.0f32)
        .vector_pad_way8::<m![B # 8]>()
        .vector_clip_with_mode(ClipBinaryOpF32::Min, BinaryArgMode::Mode10, Stash)
        .vector_final()
    ])
}

/// Each row minus its mean (the sum of its 16 values times 1/16, kept in the VRF in f32), narrowed
/// to bf16.
#[device(chip = 1)]
pub fn center_bf16(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, W]>) -> HbmTensor<bf16, Chip, m![A, W]> {
    let x_dm = x.to_dm::<Cluster, m![A / 2], m![A % 2, W]>(&mut ctx.tdma, 0x1000);
    let mean: VrfTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = wide_stream!(ctx, x_dm, f32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A % 2, W / 8, W / 4 % 2], m![W % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.0625f32)
        .vector_intra_slice_reduce::<W, m![A % 2], m![1 # 4]>(IntraSliceReduceOpF32::Add)
        .vector_pad_way8::<m![1 # 8]>()
        .vector_final()
        .to_vrf(0)
    ]);
    let y: DmTensor<bf16, Chip, Cluster, m![A / 2], m![A % 2, W]> = wide_stream!(ctx, x_dm, f32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A % 2, W / 8, W / 4 % 2], m![W % 4]>()
        .vector_fp_binary(FpBinaryOp::SubF, &mean)
        .vector_concat::<m![A % 2, W / 8], m![W % 8]>()
        .vector_final()
        .cast::<bf16, m![W % 8 # 16]>()
        .commit(0x3000)
    ]);
    y.to_hbm(&mut ctx.tdma, 0x10000)
}

/// `x + 1` committed with its time transposed: each slice stores `[W / 8, A % 2, W % 8]`.
#[device(chip = 1)]
pub fn commit_transposed(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, W]>) -> HbmTensor<i32, Chip, m![A, W]> {
    let x_dm = x.to_dm::<Cluster, m![A / 2], m![A % 2, W]>(&mut ctx.tdma, 0x1000);
    let y: DmTensor<i32, Chip, Cluster, m![A / 2], m![W / 8, A % 2, W % 8]> = wide_stream!(ctx, x_dm, i32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 1)
        .vector_final()
        .commit::<m![W / 8, A % 2, W % 8]>(0x3000)
    ]);
    y.to_hbm(&mut ctx.tdma, 0x10000)
}
