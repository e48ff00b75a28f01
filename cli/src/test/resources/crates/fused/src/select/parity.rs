//! Operands chosen by the parity of an axis.

use super::*;

/// `x` staged in DM at 0x1000 with each group of four rows `R` along time and two rows `A` a
/// slice, one pass of the Vector Engine over it with the stages `$op` (a branch, then its
/// operations) between `vector_init` and `vector_final`, committed at 0x2000 and written to HBM at
/// 0x10000.
macro_rules! along_r_pass {
    ($ctx:ident, $x:ident, [$($op:tt)*]) => {{
        let x_dm = $x.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut $ctx.tdma, 0x1000);
        let y: DmTensor<i32, Chip, Cluster, m![A / 2], m![R, A % 2]> = $ctx
            .main
            .begin(x_dm.view())
            .fetch::<i32, m![R], m![A % 2]>()
            .collect::<m![R], m![A % 2 # 8]>()
            .vector_init()
            $($op)*
            .vector_final()
            .commit(0x2000);
        y.to_hbm(&mut $ctx.tdma, 0x10000)
    }};
}

/// Even rows of each group of four scaled by 2, odd rows by 3: `AxisToggle` on `R`, laid out
/// along time, picks the operand.
#[device(chip = 1)]
pub fn parity_scale(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![R, A]> {
    along_r_pass!(ctx, x, [
        .vector_intra_slice_branch(BranchMode::AxisToggle { axis: Ident::R })
        .vector_fxp(
            FxpBinaryOp::MulInt,
            [
                VeBranchOperand::group(VeRhs::constant(2), GroupId::Zero),
                VeBranchOperand::group(VeRhs::constant(3), GroupId::One),
            ],
        )
    ])
}

/// Branches on the valid-count generator, which the reference leaves unimplemented (`todo!()`):
/// no run of it is the reference's, so its verdict is unknown.
#[device(chip = 1)]
pub fn valid_count_scale(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![R, A]> {
    along_r_pass!(ctx, x, [
        .vector_intra_slice_branch(BranchMode::ValidCount)
        .vector_fxp(FxpBinaryOp::MulInt, [VeBranchOperand::group(VeRhs::constant(3), GroupId::One)])
    ])
}
