//! A one-hot argmax of each row: the row's maximum into the VRF, each value's distance to it, and a
//! branch on a zero distance.

use super::*;

/// Each row `A` of `W` values, the row along time and packet.
type Wide = DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2, W]>;

/// 1 where a value equals its row's maximum, 0 elsewhere (ties give several ones).
#[device(chip = 1)]
pub fn row_max_onehot(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, W]>) -> HbmTensor<i32, Chip, m![A, W]> {
    let x_dm: Wide = x.to_dm(&mut ctx.tdma, 0x1000);
    let row_max: VrfTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = wide_stream!(ctx, x_dm, i32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A % 2, W / 8, W / 4 % 2], m![W % 4]>()
        .vector_intra_slice_reduce::<W, m![A % 2], m![1 # 4]>(IntraSliceReduceOpI32::Max)
        .vector_pad_way8::<m![1 # 8]>()
        .vector_final()
        .to_vrf(0)
    ]);
    let gap: Wide = wide_stream!(ctx, x_dm, i32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::SubFxp, &row_max)
        .vector_final()
        .commit(0x2000)
    ]);
    let onehot: Wide = wide_stream!(ctx, gap, i32, [
        .vector_intra_slice_branch(group_one_if!(I32, InputCmpI32::Equal { boundary: 0 }))
        .vector_logic(
            LogicBinaryOpI32::BitAnd,
            [VeBranchOperand::group(VeRhs::constant(0), GroupId::Zero)],
        )
        .vector_fxp(
            FxpBinaryOp::AddFxp,
            [VeBranchOperand::group(VeRhs::constant(1), GroupId::One)],
        )
        .vector_final()
        .commit(0x3000)
    ]);
    onehot.to_hbm(&mut ctx.tdma, 0x10000)
}
