// valid Vector::BRANCH  (four i32 comparisons on i32 data; one operand for each group)
// invalid Vector::BRANCH: "InputCmp::I32(InputCmpI32::Equal { boundary: 0 })" => "InputCmp::F32(InputCmpF32::Equal { boundary: 0.0 })"  (an f32 comparison on i32 data: the reference panics with a type mismatch)
// invalid Vector::BRANCH: "            InputCmp::I32(InputCmpI32::False),\n" => ""  (three comparisons where [InputCmp; 4] takes four)
// invalid Vector::BRANCH: "VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero)" => "VeBranchOperand::always(VeRhs::constant(1))"; "VeBranchOperand::group(VeRhs::constant(-1), GroupId::One)" => "VeBranchOperand::always(VeRhs::constant(-1))"  (two operands valid always in one array)
// valid Vector::BRANCH: "[\n                VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero),\n                VeBranchOperand::group(VeRhs::constant(-1), GroupId::One),\n            ]" => "ArrayVec::new([VeBranchOperand::always(VeRhs::constant(1)), VeBranchOperand::always(VeRhs::constant(-1))])"  (an ArrayVec is not checked for operands valid always, as the reference's ArrayVec::new)
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([
            InputCmp::I32(InputCmpI32::Equal { boundary: 0 }),
            InputCmp::I32(InputCmpI32::False),
            InputCmp::I32(InputCmpI32::True),
            InputCmp::I32(InputCmpI32::Less { boundary: 0 }),
        ]))
        .vector_fxp(
            FxpBinaryOp::AddFxpSat,
            [
                VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero),
                VeBranchOperand::group(VeRhs::constant(-1), GroupId::One),
            ],
        )
        .vector_final()
        .commit::<m![A % 8]>(1 << 12);
    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
}
