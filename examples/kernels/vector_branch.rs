// The Vector Engine's branch unit: execution ids from comparisons of the values or from the parity
// of an axis index, and operands that differ per branch. Every function reads 2048 elements, eight
// per slice (one flit), runs one pass of the Vector Engine and writes them back:
//
//   ve_branch_comparison   3 · x where x >= 0, x where x < 0     (= max(3 · x, x))
//   ve_branch_relu_f32     max(x, 0) applied only where x < 0.0  (= max(x, 0))
//   ve_branch_axis_toggle  x + 1000 at even A, x - 1000 at odd A
//   ve_branch_always_and_group  x + 1, then + 10 more at odd A (an operand valid always and one
//                          valid for group 1 both apply there, one after the other)
//   ve_branch_stash_group  x · 2 at even A, x · 2 + x (the stash) at odd A
//
// Bit k of an element's execution id is set where the k-th comparison holds; bit 3 (the fourth
// comparison) is its group, which VeBranchOperand::group selects.
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn ve_branch_comparison(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([
            InputCmp::I32(InputCmpI32::True),
            InputCmp::I32(InputCmpI32::Equal { boundary: 0 }),
            InputCmp::I32(InputCmpI32::GreaterUnsigned { boundary: 7 }),
            InputCmp::I32(InputCmpI32::Less { boundary: 0 }),
        ]))
        .vector_fxp(
            FxpBinaryOp::MulInt,
            [
                VeBranchOperand::group(VeRhs::constant(3), GroupId::Zero),
                VeBranchOperand::group(VeRhs::constant(1), GroupId::One),
            ],
        )
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ve_branch_relu_f32(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([
            InputCmp::F32(InputCmpF32::False),
            InputCmp::F32(InputCmpF32::False),
            InputCmp::F32(InputCmpF32::False),
            InputCmp::F32(InputCmpF32::Less { boundary: 0.0 }),
        ]))
        .vector_clip(
            ClipBinaryOpF32::Max,
            [VeBranchOperand::group(VeRhs::constant(0.0f32), GroupId::One)],
        )
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ve_branch_axis_toggle(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::AxisToggle { axis: Ident::A })
        .vector_fxp(
            FxpBinaryOp::AddFxp,
            [
                VeBranchOperand::group(VeRhs::constant(1000), GroupId::Zero),
                VeBranchOperand::group(VeRhs::constant(-1000), GroupId::One),
            ],
        )
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ve_branch_always_and_group(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::AxisToggle { axis: Ident::A })
        .vector_fxp(
            FxpBinaryOp::AddFxpSat,
            ArrayVec::new([
                VeBranchOperand::always(VeRhs::constant(1)),
                VeBranchOperand::group(VeRhs::constant(10), GroupId::One),
            ]),
        )
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ve_branch_stash_group(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::AxisToggle { axis: Ident::A })
        .vector_stash()
        .vector_fxp(FxpBinaryOp::LeftShift, 1)
        .vector_clip(ClipBinaryOpI32::AddFxp, [VeBranchOperand::stash_group(GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
