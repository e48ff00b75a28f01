// valid Vector::LAYOUT  (vector_concat packs Time's inner Y = 2 into the packet: [Y, L], verify.rs:36)
// invalid Vector::LAYOUT: ".vector_concat::<m![R], m![Y, L]>()" => ".vector_concat::<m![R], m![L, Y]>()"  (Y placed inside the 4 lanes, not outside them, verify.rs:53)
// invalid Vector::LAYOUT: ".vector_concat::<m![R], m![Y, L]>()" => ".vector_concat::<m![R / 2, Y], m![R % 2, L]>()"  (Time2 keeps Time's inner Y and packs R % 2, verify.rs:48)
// valid Vector::LAYOUT: "axes![S = 256, R = 4, Y = 2, L = 4];" => "axes![S = 256, R = 4, Y = 4, L = 4];"; ".vector_concat::<m![R], m![Y, L]>()" => ".vector_concat::<m![R, Y / 2], m![Y % 2, L]>()"  (Y = 4: only its inner 2 go into the packet)
// valid Vector::WAY  (vector_concat on the Way4 stream)
// invalid Vector::WAY: "        .vector_trim_way4::<m![L]>()\n        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32)\n" => ""  (vector_concat on the Way8 stream: the reference defines it on Way4, verify.rs:33)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 4, Y = 2, L = 4];

type Chip = m![1];
type Cluster = m![1 # 2];

/// Scales the two halves of each row, then packs them back into full flits.
#[device(chip = 1)]
fn pack_halves(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![S, R, Y, L]>) -> HbmTensor<f32, Chip, m![S, R, Y, L]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![R, Y, L # 8]>(&mut ctx.tdma, 0);
    let y: DmTensor<f32, Chip, Cluster, m![S], m![R, Y, L]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![R, Y], m![L # 8]>()
        .collect::<m![R, Y], m![L # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![L]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32)
        .vector_concat::<m![R], m![Y, L]>()
        .vector_final()
        .commit(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
