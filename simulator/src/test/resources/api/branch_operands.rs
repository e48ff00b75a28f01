// Every BranchMode and InputCmp variant with operands per group, VeRhs and VeBranchOperand forms, the stash, TernaryOperand lists.
// One line per device function: its name, the verdict `layout simulate` must give, and why.
// expect cmp_i32_equal conformant
// expect cmp_f32_equal conformant
// expect cmp_i32_less conformant
// expect cmp_f32_less conformant
// expect cmp_i32_greater conformant
// expect cmp_f32_greater conformant
// expect cmp_i32_less_unsigned conformant
// expect cmp_f32_less_unsigned conformant
// expect cmp_i32_greater_unsigned conformant
// expect cmp_f32_greater_unsigned conformant
// expect cmp_i32_true conformant
// expect cmp_f32_true conformant
// expect cmp_i32_false conformant
// expect cmp_f32_false conformant
// expect axis_toggle conformant
// expect valid_count_plain conformant
// expect vrf_mode_plain conformant
// expect operand_always conformant
// expect operand_ve_rhs_constant conformant
// expect operand_stash conformant
// expect operand_ve_rhs_stash conformant
// expect two_alus_in_order conformant
// expect fxp_fp_clip_chain conformant
// expect ternary_operand_always conformant
// expect ternary_operand_groups conformant
// expect ternary_operand_tuples conformant
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn cmp_i32_equal(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::I32(InputCmpI32::True), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::Equal { boundary: 3 })]))
        .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cmp_f32_equal(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::F32(InputCmpF32::True), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::Equal { boundary: 0.5f32 })]))
        .vector_clip(ClipBinaryOpF32::Add, [VeBranchOperand::group(VeRhs::constant(1.0f32), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100.0f32), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cmp_i32_less(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::I32(InputCmpI32::True), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::Less { boundary: 3 })]))
        .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cmp_f32_less(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::F32(InputCmpF32::True), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::Less { boundary: 0.5f32 })]))
        .vector_clip(ClipBinaryOpF32::Add, [VeBranchOperand::group(VeRhs::constant(1.0f32), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100.0f32), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cmp_i32_greater(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::I32(InputCmpI32::True), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::Greater { boundary: 3 })]))
        .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cmp_f32_greater(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::F32(InputCmpF32::True), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::Greater { boundary: 0.5f32 })]))
        .vector_clip(ClipBinaryOpF32::Add, [VeBranchOperand::group(VeRhs::constant(1.0f32), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100.0f32), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cmp_i32_less_unsigned(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::I32(InputCmpI32::True), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::LessUnsigned { boundary: 3 })]))
        .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cmp_f32_less_unsigned(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::F32(InputCmpF32::True), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::LessUnsigned { boundary: 0.5f32 })]))
        .vector_clip(ClipBinaryOpF32::Add, [VeBranchOperand::group(VeRhs::constant(1.0f32), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100.0f32), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cmp_i32_greater_unsigned(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::I32(InputCmpI32::True), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::GreaterUnsigned { boundary: 3 })]))
        .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cmp_f32_greater_unsigned(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::F32(InputCmpF32::True), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::GreaterUnsigned { boundary: 0.5f32 })]))
        .vector_clip(ClipBinaryOpF32::Add, [VeBranchOperand::group(VeRhs::constant(1.0f32), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100.0f32), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cmp_i32_true(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::I32(InputCmpI32::True), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::True)]))
        .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cmp_f32_true(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::F32(InputCmpF32::True), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::True)]))
        .vector_clip(ClipBinaryOpF32::Add, [VeBranchOperand::group(VeRhs::constant(1.0f32), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100.0f32), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cmp_i32_false(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::I32(InputCmpI32::True), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::False)]))
        .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cmp_f32_false(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::F32(InputCmpF32::True), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::False)]))
        .vector_clip(ClipBinaryOpF32::Add, [VeBranchOperand::group(VeRhs::constant(1.0f32), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100.0f32), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn axis_toggle(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::AxisToggle { axis: Ident::A })
        .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100), GroupId::One)])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn valid_count_plain(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::ValidCount)
        .vector_fxp(FxpBinaryOp::AddFxp, 1)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn vrf_mode_plain(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Vrf)
        .vector_fxp(FxpBinaryOp::AddFxp, 1)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn operand_always(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::always(VeRhs::constant(5))])
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn operand_ve_rhs_constant(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, VeRhs::constant(5))
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn operand_stash(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_stash()
        .vector_fxp(FxpBinaryOp::LeftShift, 1)
        .vector_clip(ClipBinaryOpI32::AddFxp, Stash)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn operand_ve_rhs_stash(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_stash()
        .vector_fxp(FxpBinaryOp::LeftShift, 1)
        .vector_clip(ClipBinaryOpI32::AddFxp, VeRhs::stash())
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn two_alus_in_order(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(LogicBinaryOpI32::BitAnd, 0xff)
        .vector_fxp(FxpBinaryOp::MulInt, 3)
        .vector_clip(ClipBinaryOpI32::Max, 10)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn fxp_fp_clip_chain(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 1)
        .vector_fxp_to_fp(0)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.5f32)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_clip(ClipBinaryOpF32::Max, 0.0f32)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ternary_operand_always(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_fp_ternary(FpTernaryOp::FmaF, [TernaryOperand::always(VeRhs::constant(2.0f32), 3.0f32)])
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ternary_operand_groups(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::AxisToggle { axis: Ident::A })
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_fp_ternary(FpTernaryOp::FmaF, [TernaryOperand::group(VeRhs::constant(2.0f32), 3.0f32, GroupId::Zero), TernaryOperand::group(VeRhs::constant(4.0f32), 5.0f32, GroupId::One)])
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ternary_operand_tuples(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::Less { boundary: 0.0f32 })]))
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode102, ArrayVec::new([((2.0f32, 3.0f32), GroupId::Zero), ((VeRhs::constant(4.0f32), 5.0f32), GroupId::One)]))
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
