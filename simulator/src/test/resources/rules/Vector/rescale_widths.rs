// valid Vector::CONVERT  (the full pipeline of the reference crate's vector tests in a helper, run for integer widths 28 to 31)
// invalid Vector::CONVERT: "for w in 28..32 {" => "for w in 28..33 {"  (the last iteration converts with 32 integer bits: float.rs:127 asserts integer_width < 32; the finding names the helper's call and the loop's iteration)
// invalid Vector::CONVERT: "        .vector_fp_to_fxp(width)" => "        .vector_fp_to_fxp(width + 1)"  (back to fixed point with one more integer bit: 32 at w = 31, float.rs:113)
// valid Vector::WAY  (trim to 4 lanes, pad back to 8)
// invalid Vector::WAY: ".vector_pad_way8::<m![A % 2 # 8]>()" => ".vector_pad_way8::<m![A % 2 # 4]>()"  (padded to 4 lanes: vector_pad_way8's Packet2 has 8, verify.rs:102)
// invalid Vector::WAY: ".vector_trim_way4::<m![A % 2 # 4]>()" => ".vector_trim_way4::<m![A % 2 # 8]>()"  (trimmed to 8 lanes: vector_trim_way4's Packet2 has 4, verify.rs:83)
// valid Vector::ALU  (one FpMul ALU for the scale, the other for the gain)
// invalid Vector::ALU: "MulF(FpMulAlu::Mul1), 2.0f32" => "MulF(FpMulAlu::Mul0), 2.0f32"  (both multiplications on FpMul0: state.rs:33)
// valid Vector::ALU: "MulF(FpMulAlu::Mul1), 2.0f32" => "MulF(FpMulAlu::Fma), 2.0f32"  (the gain on the FMA unit)
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

fn rescale(
    ctx: &mut Context,
    x: &DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]>,
    width: u32,
    at: usize,
) -> DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> {
    ctx.main
        .begin(x.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp_to_fp(width)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.5f32)
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), 2.0f32)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_fp_to_fxp(width)
        .vector_final()
        .commit(at)
}

#[device(chip = 1)]
pub fn rescale_widths(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);
    let mut last = rescale(ctx, &x, 24, 0x2000);
    for w in 28..32 {
        last = rescale(ctx, &x, w, 0x2000);
    }
    last.to_hbm(&mut ctx.tdma, 0x3000)
}
