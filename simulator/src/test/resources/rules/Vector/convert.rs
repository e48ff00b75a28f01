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
