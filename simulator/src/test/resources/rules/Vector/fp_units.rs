// valid Vector::ALU  (DivF on the FPU, Exp on its own unit, AddF on the FMA unit, MulF on FpMul1)
// invalid Vector::ALU: "        .vector_fp_unary(FpUnaryOp::Exp)\n" => "        .vector_fp_unary(FpUnaryOp::Sqrt)\n"  (Sqrt after the binary DivF: both on FpFpu, op/mod.rs:149 and 112, state.rs:33)
// invalid Vector::ALU: "        .vector_fp_unary(FpUnaryOp::Exp)\n" => "        .vector_fp_unary(FpUnaryOp::Exp)\n        .vector_fp_unary(FpUnaryOp::NegExp)\n"  (NegExp after Exp: both on FpExp)
// invalid Vector::ALU: "(FpBinaryOp::MulF(FpMulAlu::Mul1), 0.5f32)" => "(FpBinaryOp::MulF(FpMulAlu::Fma), 0.5f32)"  (MulF on the FMA unit after AddF took it)
// valid Vector::ALU: "(FpBinaryOp::AddF, 1.0f32)" => "(FpBinaryOp::MulF(FpMulAlu::Mul0), 3.0f32)"  (the two products on FpMul0 and FpMul1, the FMA unit left free)
// invalid Vector::ALU: "(FpBinaryOp::MulF(FpMulAlu::Mul0), 3.0f32)" => "(FpBinaryOp::MulF(FpMulAlu::Mul1), 3.0f32)"  (both products on FpMul1)
// valid Vector::ALU: "        .vector_fp_binary(FpBinaryOp::DivF, 2.0f32)\n" => "        .vector_fp_unary(FpUnaryOp::Sqrt)\n"; "0.5f32)\n" => "0.5f32)\n        .vector_fp_div(FpDivBinaryOp::DivF, 2.0f32)\n"  (Sqrt on the FPU, the division after the Fp stage on the FpDiv unit, ReduceFpDiv: no ALU twice)
// invalid Vector::ALU: "        .vector_fp_unary(FpUnaryOp::Sqrt)\n" => "        .vector_fp_unary(FpUnaryOp::Sqrt)\n        .vector_fp_binary(FpBinaryOp::DivF, 2.0f32)\n"  (a binary DivF after Sqrt: the FPU twice)
// valid Vector::ORDER  (the Fp stage's operations in a row, on Way4)
// invalid Vector::ORDER: "        .vector_fp_binary(FpBinaryOp::AddF, 1.0f32)\n" => "        .vector_fp_div(FpDivBinaryOp::DivF, 4.0f32)\n        .vector_fp_binary(FpBinaryOp::AddF, 1.0f32)\n"  (the FpDiv stage between Fp operations: Fp does not follow FpDiv)
use furiosa_visa_std::prelude::*;

axes![A = 1024];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn kernel(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 4 % 256], m![A % 4]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 4 % 256], m![A % 4]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 4 # 8]>()
        .collect::<m![1], m![A % 4 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 4]>()
        .vector_fp_binary(FpBinaryOp::DivF, 2.0f32)
        .vector_fp_unary(FpUnaryOp::Exp)
        .vector_fp_binary(FpBinaryOp::AddF, 1.0f32)
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), 0.5f32)
        .vector_pad_way8::<m![A % 4 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
