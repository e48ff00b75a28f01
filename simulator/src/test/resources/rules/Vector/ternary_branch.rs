// valid Vector::BRANCH  (an array of TernaryOperand, one for each group)
// invalid Vector::BRANCH: "TernaryOperand::group(VeRhs::constant(2.0f32), 1.0f32, GroupId::Zero)" => "TernaryOperand::always(VeRhs::constant(2.0f32), 1.0f32)"; "TernaryOperand::group(VeRhs::constant(3.0f32), -1.0f32, GroupId::One)" => "TernaryOperand::always(VeRhs::constant(3.0f32), -1.0f32)"  (two TernaryOperands valid always in one array: operand.rs:295)
// valid Vector::BRANCH: "TernaryOperand::group(VeRhs::constant(2.0f32), 1.0f32, GroupId::Zero)" => "TernaryOperand::always(VeRhs::constant(2.0f32), 1.0f32)"  (one valid always and one for group 1)
// valid Vector::BRANCH: "            [\n                TernaryOperand::group(VeRhs::constant(2.0f32), 1.0f32, GroupId::Zero),\n                TernaryOperand::group(VeRhs::constant(3.0f32), -1.0f32, GroupId::One),\n            ]," => "            ArrayVec::new([TernaryOperand::always(VeRhs::constant(2.0f32), 1.0f32), TernaryOperand::always(VeRhs::constant(3.0f32), -1.0f32)]),"  (an ArrayVec is not checked for operands valid always, as the reference's ArrayVec::new)
// valid Vector::TYPE: "TernaryOperand::group(VeRhs::constant(2.0f32), 1.0f32, GroupId::Zero)" => "TernaryOperand::group(VeRhs::constant(2.0.into()), 1.0, GroupId::Zero)"  (f32 operands, one through .into())
// invalid Vector::TYPE: "1.0, GroupId::Zero" => "1, GroupId::Zero"  (an integer operand1: TernaryOperand::group takes an f32, operand.rs:207)
// invalid Vector::TYPE: "VeRhs::constant(2.0.into())" => "VeRhs::constant(2.into())"  (an integer operand0 through .into(): a TernaryOperand's operand0 is a VeRhs<f32, _>)
// invalid Vector::TYPE: "VeRhs::constant(2.0.into())" => "VeRhs::constant(2)"  (an integer VeRhs::constant as operand0)
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
