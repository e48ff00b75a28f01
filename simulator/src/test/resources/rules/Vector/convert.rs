// valid Vector::CONVERT  (vector_fxp_to_fp with 31 integer bits, the most)
// invalid Vector::CONVERT: ".vector_fxp_to_fp(31" => ".vector_fxp_to_fp(32"  (vector_fxp_to_fp with 32 integer bits)
// invalid Vector::CONVERT: ".vector_fxp_to_fp(31" => ".vector_fxp_to_fp(3.0"  (a float integer width: the reference's int_width is a u32, vector_tensor.rs:1208)
// valid Vector::CONVERT: "        .vector_fxp_to_fp(31)\n" => "        .vector_fxp_to_fp(31)\n        .vector_fp_to_fxp(0)\n"; "-> HbmTensor<f32" => "-> HbmTensor<i32"; "DmTensor<f32" => "DmTensor<i32"  (back to fixed point with 0 integer bits, the least)
// invalid Vector::CONVERT: ".vector_fp_to_fxp(0" => ".vector_fp_to_fxp(32"  (vector_fp_to_fxp with 32 integer bits: float.rs:113)
// valid Vector::STASH: "HbmTensor<f32" => "HbmTensor<i32"; "f32" => "i32"; "        .vector_fxp(FxpBinaryOp::MulInt, 2)\n        .vector_fxp_to_fp(31)\n" => "        .vector_stash()\n        .vector_fxp(FxpBinaryOp::MulInt, 2)\n        .vector_clip(ClipBinaryOpI32::Max, Stash)\n"  (an i32 stash read as i32 (max of 2·x and the stashed x))
// invalid Vector::STASH: "-> HbmTensor<i32" => "-> HbmTensor<f32"; "DmTensor<i32" => "DmTensor<f32"; "        .vector_clip(ClipBinaryOpI32::Max, Stash)\n" => "        .vector_fxp_to_fp(8)\n        .vector_clip(ClipBinaryOpF32::Max, Stash)\n"  (an i32 stash read as f32 after vector_fxp_to_fp)
// valid Vector::ORDER: "        .vector_fxp_to_fp(31)\n" => "        .vector_fxp_to_fp(31)\n        .vector_trim_way4::<m![A % 2 # 4]>()\n        .vector_fp_div(FpDivBinaryOp::DivF, 2.0)\n        .vector_pad_way8::<m![A % 2 # 8]>()\n"  (trim to Way4, one fp_div, pad back)
// invalid Vector::ORDER: "        .vector_fp_div(FpDivBinaryOp::DivF, 2.0)\n" => "        .vector_fp_div(FpDivBinaryOp::DivF, 2.0)\n        .vector_fp_div(FpDivBinaryOp::DivF, 2.0)\n"  (a second fp_div: the FpDiv stage is not entered twice in a row)
// valid Vector::TYPE: "        .vector_fxp_to_fp(31)\n" => "        .vector_fxp_to_fp(31)\n        .vector_clip(ClipBinaryOpF32::Max, 0.0)\n"  (an f32 clip with an f32 constant after the conversion)
// invalid Vector::TYPE: "Max, 0.0" => "Max, 0"  (the integer constant 0 on an f32 stream: the reference converts only an f32 into an f32 operand)
// invalid Vector::TYPE: "ClipBinaryOpF32::Max" => "ClipBinaryOpI32::Max"  (an i32 clip on an f32 stream)
// valid Vector::WAY: "        .vector_fxp_to_fp(31)\n" => "        .vector_fxp_to_fp(31)\n        .vector_trim_way4::<m![A % 2 # 4]>()\n        .vector_fp_unary(FpUnaryOp::Exp)\n        .vector_pad_way8::<m![A % 2 # 8]>()\n"  (an fp op on the Way4 stream)
// invalid Vector::WAY: "        .vector_trim_way4::<m![A % 2 # 4]>()\n" => ""; "        .vector_pad_way8::<m![A % 2 # 8]>()\n" => ""  (an fp op on a Way8 stream: the reference defines vector_fp_unary on Way4 only)
// base: "-> HbmTensor<f32" => "-> HbmTensor<i32"; "DmTensor<f32" => "DmTensor<i32"; "        .vector_fxp(FxpBinaryOp::MulInt, 2)\n        .vector_fxp_to_fp(31)\n" => "        .vector_logic(LogicBinaryOpI32::LeftShift, 31)\n        .vector_fxp(FxpBinaryOp::ArithRightShift, 31)\n"  (i32 throughout: a logic LeftShift by 31 bits, then a fixed-point ArithRightShift by 31)
// valid Vector::SHIFT  (a logic LeftShift by 31 bits and a fixed-point ArithRightShift by 31, the most)
// invalid Vector::SHIFT: "LeftShift, 31" => "LeftShift, 32"  (a logic LeftShift by 32 bits: the reference's a << 32 overflows)
// invalid Vector::SHIFT: "ArithRightShift, 31" => "ArithRightShift, 32"  (a fixed-point ArithRightShift by 32 bits)
// invalid Vector::SHIFT: "LeftShift, 31" => "LeftShift, -1"  (a negative amount is 4294967295 as u32)
// valid Vector::SHIFT: "        .vector_fxp(FxpBinaryOp::ArithRightShift, 31)\n" => "        .vector_fxp(FxpBinaryOp::LeftShiftSat, 31)\n"  (LeftShiftSat by 31: 1 << 31 is i32::MIN, no overflow of the shift)
// invalid Vector::SHIFT: "LeftShiftSat, 31" => "LeftShiftSat, 32"  (LeftShiftSat by 32: the reference's 1 << 32 overflows)
// base: "-> HbmTensor<f32" => "-> HbmTensor<i32"; "DmTensor<f32" => "DmTensor<i32"; "        .vector_fxp_to_fp(31)\n" => ""  (i32 throughout: the product 2 · x committed as it is)
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
fn kernel(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 2)
        .vector_fxp_to_fp(31)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
