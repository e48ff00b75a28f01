// valid Fetch::INTERLEAVE  (two bf16 tensors of one layout interleaved along I = 2 and widened to f32 as they are fetched)
// invalid Fetch::INTERLEAVE: "    rhs: &HbmTensor<bf16, Chip, m![A]>,\n" => "    rhs: &HbmTensor<f32, Chip, m![A]>,\n"  (an f32 rhs with a bf16 lhs: begin_interleaved takes one D, context.rs:214)
// invalid Fetch::INTERLEAVE: "let r = rhs.to_dm::<Cluster, m![A / 8], m![A % 8]>" => "let r = rhs.to_dm::<Cluster, m![A / 16, A % 2], m![A % 16 / 2]>"  (rhs laid out otherwise than lhs: begin_interleaved takes one Slice and Element)
// valid Vector::TYPE  (ClipBinaryOpF32::Max zips the f32 pair)
// invalid Vector::TYPE: "ClipBinaryOpF32::Max" => "ClipBinaryOpI32::Max"  (an i32 clip zipping the f32 pair)
// valid Vector::UNZIP  (TileTime m![1 # 2]: I taken out of Time as padding)
// invalid Vector::UNZIP: ".vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()" => ".vector_intra_slice_unzip::<I, m![1 # 4], m![1]>()"  (TileTime padded to 4 where the tile by I keeps 2)
// valid Fetch::CAST  (bf16 widened to f32)
// invalid Fetch::CAST: ".fetch::<f32, m![I], m![A % 8]>()" => ".fetch::<i32, m![I], m![A % 8]>()"; "ClipBinaryOpF32::Max" => "ClipBinaryOpI32::Max"; "DmTensor<f32" => "DmTensor<i32"; "-> HbmTensor<f32" => "-> HbmTensor<i32"  (bf16 fetched as i32)
// base: "        .vector_clip_zip(ClipBinaryOpF32::Max)\n" => "        .vector_split::<m![A % 8 / 4], m![A % 4]>()\n        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32, ())\n        .vector_concat::<m![1], m![A % 8]>()\n        .vector_clip_zip(ClipBinaryOpF32::Max)\n"  (twice one tensor against the other: each group split into 4-lane halves for the Fp stage and joined back)
// valid Vector::LAYOUT  (the pair's vector_concat joins each group's two 4-lane halves back into one 8-lane packet, vector_tensor_pair.rs:935)
// invalid Vector::LAYOUT: ".vector_concat::<m![1], m![A % 8]>()" => ".vector_concat::<m![1], m![A % 4 # 8]>()"  (Packet2 keeps the front half only: not SplitTime's inner 2 times Packet, verify.rs:53)
// invalid Vector::LAYOUT: ".vector_concat::<m![1], m![A % 8]>()" => ".vector_concat::<m![A % 8 / 4], m![A % 4 # 8]>()"  (SplitTime2 keeps the halves' time factor the concat takes into the packet, verify.rs:48)
// invalid Vector::WAY: "        .vector_split::<m![A % 8 / 4], m![A % 4]>()\n        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32, ())\n" => ""  (vector_concat of the 8-lane pair: the reference defines it on a Way4 pair only)
// valid Vector::ORDER: ".vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32, ())\n" => ".vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32, ())\n        .vector_fp_div(FpDivBinaryOp::DivF, (), 4.0f32)\n"  (the pair's FpDiv after its Fp stage, group 1 divided by 4 and group 0 passing, vector_tensor_pair.rs:876)
// invalid Vector::ORDER: "        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32, ())\n        .vector_fp_div(FpDivBinaryOp::DivF, (), 4.0f32)\n" => "        .vector_fp_div(FpDivBinaryOp::DivF, (), 4.0f32)\n        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32, ())\n"  (the Fp stage after FpDiv)
// valid Vector::TYPE: ".vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32, ())\n" => ".vector_fp_div(FpDivBinaryOp::DivF, 2.0f32, ())\n"  (an f32 divisor for group 0 of the f32 pair)
// invalid Vector::TYPE: "DivF, 2.0f32, ())" => "DivF, 2, ())"  (an integer divisor: IntoGroupOperand<f32, _> takes no i32)
// valid Vector::TYPE: ".vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32, ())\n" => ".vector_fp_binary_with_mode(FpBinaryOp::SubF, BinaryArgMode::Mode10, 1.0f32, ())\n"  (1 - x on group 0, the mode read inside the group, vector_tensor_pair.rs:786)
// invalid Vector::TYPE: "        .vector_split::<m![A % 8 / 4], m![A % 4]>()\n" => "        .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode10, 1, ())\n        .vector_split::<m![A % 8 / 4], m![A % 4]>()\n"  (a fixed-point operation on the f32 pair: vector_fxp_with_mode is defined on i32 pairs only)
// valid Vector::WAY: "        .vector_split::<m![A % 8 / 4], m![A % 4]>()\n        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32, ())\n        .vector_concat::<m![1], m![A % 8]>()\n        .vector_clip_zip(ClipBinaryOpF32::Max)" => "        .vector_fp_to_fxp(24)\n        .vector_clip_zip(ClipBinaryOpI32::Max)"; "-> HbmTensor<f32" => "-> HbmTensor<i32"; "DmTensor<f32" => "DmTensor<i32"  (both groups converted to fixed point on the 8-lane pair, vector_tensor_pair.rs:1001)
// invalid Vector::WAY: "        .vector_fp_to_fxp(24)\n" => "        .vector_split::<m![A % 8 / 4], m![A % 4]>()\n        .vector_fp_to_fxp(24)\n"  (vector_fp_to_fxp of the 4-lane halves: the reference defines it on a Way8 pair)
use furiosa_visa_std::prelude::*;

axes![A = 2048, I = 2];

type Chip = m![1];
type Cluster = m![1 # 2];

/// The lane-wise maximum of two bf16 tensors, in f32.
#[device(chip = 1)]
fn pair_max(
    ctx: &mut Context,
    lhs: &HbmTensor<bf16, Chip, m![A]>,
    rhs: &HbmTensor<bf16, Chip, m![A]>,
) -> HbmTensor<f32, Chip, m![A]> {
    let l = lhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);
    let r = rhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 1 << 12);
    let out: DmTensor<f32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(l.view(), r.view())
        .fetch::<f32, m![I], m![A % 8]>()
        .collect::<m![I], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpF32::Max)
        .vector_final()
        .commit(1 << 13);
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}
