// valid Vector::TYPE  (the i32 constant 2 on an i32 stream)
// invalid Vector::TYPE: "MulInt, 2)" => "MulInt, 2.5.into())"  (a float through .into(): the reference's From<f32> is for VeRhs<f32, _> only, operand.rs:70)
// invalid Vector::TYPE: "MulInt, 2)" => "MulInt, K.into())"; "type Chip" => "const K: f32 = 2.0;\n\ntype Chip"  (an f32 constant through .into())
// valid Vector::TYPE: "MulInt, 2)" => "MulInt, VeRhs::constant(K.into()))"; "type Chip" => "const K: i32 = 2;\n\ntype Chip"  (an i32 constant through .into() and VeRhs::constant)
// invalid Vector::TYPE: "const K: i32 = 2;" => "const K: f32 = 2.0;"  (VeRhs::constant(v: D) of an f32 on an i32 stream)
// invalid Vector::TYPE: "VeRhs::constant(K.into())" => "VeBranchOperand::always(2.5.into())"  (a float in a VeBranchOperand valid always, operand.rs:137)
// valid Vector::TYPE: "MulInt, 2)" => "MulInt, [VeBranchOperand::group(2.into(), GroupId::Zero), VeBranchOperand::always(VeRhs::constant(3))])"  (i32 constants in an operand array, one through .into())
// invalid Vector::TYPE: "group(2.into()" => "group(2.5.into()"  (a float for group 0, through .into(), operand.rs:145)
// invalid Vector::TYPE: "VeRhs::constant(3)" => "VeRhs::constant(3.0)"  (a float VeRhs::constant in an operand array)
// invalid Vector::TYPE: "BranchMode::Unconditional" => "BranchMode::Comparison([InputCmp::I32(InputCmpI32::Less { boundary: 0.5 }), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::False)])"  (a float boundary of an InputCmpI32, whose field is an i32)
// valid Vector::BRANCH: "BranchMode::Unconditional" => "BranchMode::Comparison([InputCmp::I32(InputCmpI32::Less { boundary: 5 }), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::False)])"  (an i32 comparison with an i32 boundary on an i32 stream)
// invalid Vector::BRANCH: "InputCmp::I32(InputCmpI32::Less { boundary: 5 })" => "InputCmp::F32(InputCmpF32::Less { boundary: 5.0 })"  (an f32 comparison on i32 data: branch.rs:231)
// invalid Vector::BRANCH: "InputCmp::I32(InputCmpI32::Less { boundary: 5 })" => "InputCmp::I32(InputCmpF32::Less { boundary: 5.0 })"  (InputCmp::I32 wrapping an InputCmpF32: the variant holds an InputCmpI32, branch.rs)
// invalid Vector::BRANCH: ", InputCmp::I32(InputCmpI32::False)])" => "])"  (three comparisons: BranchMode::Comparison takes [InputCmp; 4])
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 2)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
