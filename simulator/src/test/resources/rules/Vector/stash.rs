// valid Vector::STASH  (an f32 pass: vector_fp_ternary reads the stash state as f32, its own type)
// invalid Vector::STASH: "input: &HbmTensor<f32" => "input: &HbmTensor<i32"; ".fetch::<f32" => ".fetch::<i32"; "        .vector_trim_way4" => "        .vector_fxp_to_fp(31)\n        .vector_trim_way4"  (a pass entered as i32, converted to f32: vector_fp_ternary reads the i32 stash state as f32 whatever its operands, vector_tensor.rs:1403, state.rs:49)
// valid Vector::STASH: "        .vector_fp_ternary(FpTernaryOp::FmaF, (2.0f32, 1.0f32))\n" => "        .vector_stash()\n        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), Stash)\n"  (x · x: an f32 stash on the f32 pass, read as f32)
// invalid Vector::STASH: "input: &HbmTensor<f32" => "input: &HbmTensor<i32"; ".fetch::<f32" => ".fetch::<i32"; "        .vector_trim_way4" => "        .vector_fxp_to_fp(31)\n        .vector_trim_way4"  (vector_stash on the f32 stream of a pass entered as i32: the reference defines it only on a state of the stream's type, vector_tensor.rs:406)
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_fp_ternary(FpTernaryOp::FmaF, (2.0f32, 1.0f32))
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
