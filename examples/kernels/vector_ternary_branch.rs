// Ternary operations whose operands differ per branch (arrays of TernaryOperand): 512 f32
// elements, two per slice, one pass of the Vector Engine each, ids from the parity of A:
//
//   ve_ternary_per_group   x · 2 + 1 at even A, x · 3 - 1 at odd A
//   ve_ternary_always_and_group  x · 2 + 0 everywhere, then · 10 + 5 more at odd A (an operand
//                          valid always and one for group 1 both apply there, one after the other)
//   ve_ternary_tuple_group x · 3 - 1 at odd A, x at even A (one operand for group 1, written
//                          ((operand0, operand1), GroupId::One))
//
// An array holds at most one operand valid always (operand.rs:295, Vector::BRANCH).
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn ve_ternary_per_group(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::AxisToggle { axis: Ident::A })
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_fp_ternary(
            FpTernaryOp::FmaF,
            [
                TernaryOperand::group(VeRhs::constant(2.0f32), 1.0f32, GroupId::Zero),
                TernaryOperand::group(VeRhs::constant(3.0f32), -1.0f32, GroupId::One),
            ],
        )
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ve_ternary_always_and_group(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::AxisToggle { axis: Ident::A })
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_fp_ternary(
            FpTernaryOp::FmaF,
            [
                TernaryOperand::always(VeRhs::constant(2.0f32), 0.0f32),
                TernaryOperand::group(VeRhs::constant(10.0f32), 5.0f32, GroupId::One),
            ],
        )
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ve_ternary_tuple_group(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::AxisToggle { axis: Ident::A })
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_fp_ternary(
            FpTernaryOp::FmaF,
            ((3.0f32, -1.0f32), GroupId::One),
        )
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
