// valid Vector::CONVERT  (a helper converts with the integer width its caller passes: 0, then 24 to 31 from a loop)
// invalid Vector::CONVERT: "for n in 24..32" => "for n in 24..33"  (the loop's last step passes 32 integer bits: float.rs:127)
// invalid Vector::CONVERT: "one_pass(ctx, &input_dm, 0)" => "one_pass(ctx, &input_dm, 32)"  (the first call, outside the loop, passes 32 bits)
// invalid Vector::CONVERT: "one_pass(ctx, &input_dm, n)" => "one_pass(ctx, &input_dm, n + 1)"  (the width computed from the loop index: 32 at its last step)
// valid Vector::CONVERT: "one_pass(ctx, &input_dm, n)" => "one_pass(ctx, &input_dm, 31 - n)"  (31 - n runs 7 down to 0)
// invalid Vector::CONVERT: "one_pass(ctx, &input_dm, 31 - n)" => "one_pass(ctx, &input_dm, 56 - n)"  (56 - n is 32 at the loop's first step, n = 24)
// base: ".vector_fxp_to_fp(n)" => ".vector_fxp_to_fp(n)\n        .vector_trim_way4::<m![A % 2 # 4]>()\n        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.5f32)\n        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), 2.0f32)\n        .vector_pad_way8::<m![A % 2 # 8]>()\n        .vector_fp_to_fxp(n)"; "n: u32) -> DmTensor<f32" => "n: u32) -> DmTensor<i32"; "-> HbmTensor<f32" => "-> HbmTensor<i32"; "one_pass(ctx, &input_dm, 0)" => "one_pass(ctx, &input_dm, 24)"; "for n in 24..32 {" => "for n in 28..32 {"  (the full pipeline of the reference crate's vector tests in the helper: to float, trimmed to 4 lanes, scaled on one FpMul ALU and gained on the other, padded back and to fixed point, run for integer widths 24 and 28 to 31)
// valid Vector::CONVERT
// invalid Vector::CONVERT: "for n in 28..32 {" => "for n in 28..33 {"  (the last iteration converts with 32 integer bits: float.rs:127 asserts integer_width < 32; the finding names the helper's call and the loop's iteration)
// invalid Vector::CONVERT: "        .vector_fp_to_fxp(n)" => "        .vector_fp_to_fxp(n + 1)"  (back to fixed point with one more integer bit: 32 at n = 31, float.rs:113)
// valid Vector::WAY  (trim to 4 lanes, pad back to 8)
// invalid Vector::WAY: ".vector_pad_way8::<m![A % 2 # 8]>()" => ".vector_pad_way8::<m![A % 2 # 4]>()"  (padded to 4 lanes: vector_pad_way8's Packet2 has 8, verify.rs:102)
// invalid Vector::WAY: ".vector_trim_way4::<m![A % 2 # 4]>()" => ".vector_trim_way4::<m![A % 2 # 8]>()"  (trimmed to 8 lanes: vector_trim_way4's Packet2 has 4, verify.rs:83)
// valid Vector::ALU  (one FpMul ALU for the scale, the other for the gain)
// invalid Vector::ALU: "MulF(FpMulAlu::Mul1), 2.0f32" => "MulF(FpMulAlu::Mul0), 2.0f32"  (both multiplications on FpMul0: state.rs:33)
// valid Vector::ALU: "MulF(FpMulAlu::Mul1), 2.0f32" => "MulF(FpMulAlu::Fma), 2.0f32"  (the gain on the FMA unit)
// base: "n: u32) -> DmTensor<f32" => "n: i32) -> DmTensor<i32"; ".vector_fxp_to_fp(n)" => ".vector_fxp(FxpBinaryOp::ArithRightShift, n)"; "-> HbmTensor<f32" => "-> HbmTensor<i32"; "for n in 24..32 {" => "for n in 0..32 {"  (the reference crate's ve_elementwise_fxp_const with the constant a right shift, one pass per amount 0 to 31)
// valid Vector::SHIFT
// invalid Vector::SHIFT: "for n in 0..32 {" => "for n in 0..33 {"  (the last pass shifts i32 by 32: a >> 32 overflows, a panic in a test build, semantics.rs:80)
// invalid Vector::SHIFT: "for n in 0..32 {" => "for n in -1..32 {"  (the first pass shifts by -1, which `b as u32` makes 4294967295, semantics.rs:80)
// valid Vector::SHIFT: "FxpBinaryOp::ArithRightShift, n)" => "FxpBinaryOp::LeftShiftSat, n)"  (a saturating left shift by up to 31: 1 << 31 is i32::MIN, no overflow of the shift)
// invalid Vector::SHIFT: "for n in 0..32 {" => "for n in 0..33 {"  (the saturating shift builds 1 << 32 at n = 32: semantics.rs:69)
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

fn one_pass(ctx: &mut Context, x: &DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]>, n: u32) -> DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> {
    ctx.main
        .begin(x.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp_to_fp(n)
        .vector_final()
        .commit(0x2000)
}

#[device(chip = 1)]
pub fn kernel(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);
    let mut result = one_pass(ctx, &input_dm, 0);
    for n in 24..32 {
        result = one_pass(ctx, &input_dm, n);
    }
    result.to_hbm(&mut ctx.tdma, 0x3000)
}
