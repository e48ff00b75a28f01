// valid Vector::LAYOUT  (vector_split moves the packet's outer half into Time, vector_concat moves it back)
// invalid Vector::LAYOUT: "split::<m![B % 16 / 4], m![B % 4]>" => "split::<m![B % 8 / 4, B % 16 / 8], m![B % 4]>"  (Time2 puts the packet's outer half outside Time, not inside it: verify.rs:14)
// invalid Vector::WAY: "split::<m![B % 16 / 4], m![B % 4]>" => "split::<m![B % 16 / 4], m![B % 4 # 8]>"  (Packet2 of 8 lanes: split gives 4, verify.rs:19)
// invalid Vector::LAYOUT: "split::<m![B % 16 / 4], m![B % 4]>" => "split::<m![B % 16 / 4], m![B % 2, B % 4 / 2]>"  (Packet2 swaps the two halves of the front 4 lanes: verify.rs:26)
// valid Vector::LAYOUT: "split::<m![B % 16 / 4], m![B % 4]>" => "split::<m![B % 16 / 8, B % 8 / 4], m![B % 4]>"  (Time2 written as two factors, the same layout as B % 16 / 4)
// invalid Vector::WAY: "concat::<m![B % 16 / 8], m![B % 8]>" => "concat::<m![B % 16 / 4], m![B % 4]>"  (Packet2 of 4 lanes: concat gives 8, verify.rs:41)
// invalid Vector::LAYOUT: "concat::<m![B % 16 / 8], m![B % 8]>" => "concat::<m![B % 8 / 4], m![B % 16 / 8, B % 4]>"  (Time2 keeps the inner factor of Time, not the outer: verify.rs:48)
// invalid Vector::LAYOUT: "concat::<m![B % 16 / 8], m![B % 8]>" => "concat::<m![B % 16 / 8], m![B % 4, B % 8 / 4]>"  (Packet2 puts Time's inner factor inside the packet, not outside it: verify.rs:53)
// valid Vector::LAYOUT: "concat::<m![B % 16 / 8], m![B % 8]>" => "concat::<m![B % 16 / 8], m![B % 8 / 4, B % 4]>"  (Packet2 written as two factors, the same layout as B % 8)
// valid Vector::WAY  (vector_split on the Way8 stream, vector_concat on the Way4 one)
// invalid Vector::WAY: "        .vector_fp_binary(FpBinaryOp::AddF, 1.0f32)\n        .vector_concat::<m![B % 16 / 8], m![B % 8]>()\n" => "        .vector_fp_binary(FpBinaryOp::AddF, 1.0f32)\n        .vector_concat::<m![B % 16 / 8], m![B % 8]>()\n        .vector_concat::<m![B % 16 / 8], m![B % 8]>()\n"  (vector_concat on a Way8 stream: the reference defines it on Way4 only)
// invalid Vector::WAY: "        .vector_split::<m![B % 16 / 4], m![B % 4]>()\n" => "        .vector_split::<m![B % 16 / 4], m![B % 4]>()\n        .vector_split::<m![B % 16 / 4], m![B % 4]>()\n"  (vector_split on a Way4 stream: the reference defines it on Way8 only)
// valid Vector::LAYOUT  (vector_split moves the packet's outer half into Time, vector_concat moves it back)
// invalid Vector::LAYOUT: "split::<m![B % 16 / 4], m![B % 4]>" => "split::<m![B % 16 / 8], m![B % 8]>"  (a split that moves nothing: its Time2 lacks the packet's outer half and its Packet2 has 8 lanes; the time is checked first, verify.rs:14, before the 4 lanes, verify.rs:19)
// invalid Vector::WAY: "split::<m![B % 16 / 4], m![B % 4]>" => "split::<m![B % 16 / 4], m![B % 8]>"  (the time right, Packet2 of 8 lanes, verify.rs:19)
// invalid Vector::LAYOUT: "split::<m![B % 16 / 4], m![B % 4]>" => "split::<m![B % 16 / 4], m![B % 8 / 2]>"  (Packet2 of 4 lanes, but not the inner half of the packet, verify.rs:26)
// invalid Vector::WAY: "concat::<m![B % 16 / 8], m![B % 8]>" => "concat::<m![B % 16 / 4], m![B % 4]>"  (a concat that joins nothing: Packet2 of 4 lanes and a wrong time; the 8 lanes are checked first, verify.rs:41, before the time, verify.rs:48)
// invalid Vector::LAYOUT: "concat::<m![B % 16 / 8], m![B % 8]>" => "concat::<m![B % 16 / 8], m![B % 4, B % 8 / 4]>"  (Packet2 of 8 lanes, its halves swapped, verify.rs:53)
// valid Vector::WAY: "split::<m![B % 16 / 4], m![B % 4]>" => "split::<m![B % 16 / 4], m![B % 4 / 2, B % 2]>"  (Packet2 written as two factors: the same inner half)
// invalid Vector::LAYOUT: ".vector_split::<m![B % 16 / 4], m![B % 4]>()" => ".vector_trim_way4::<m![B % 8]>()"  (a trim of a packet whose back 4 lanes hold data, to 8 lanes: the back lanes are checked first, verify.rs:75, before the 4 lanes, verify.rs:83)
// base: "        .fetch::<f32, m![B % 16 / 8], m![B % 8]>()\n        .collect::<m![B % 16 / 8], m![B % 8]>()\n" => "        .fetch::<f32, m![B % 16 / 4], m![B % 4]>()\n        .collect::<m![B % 16 / 4], m![B % 4 # 8]>()\n"; "        .vector_split::<m![B % 16 / 4], m![B % 4]>()\n        .vector_fp_binary(FpBinaryOp::AddF, 1.0f32)\n        .vector_concat::<m![B % 16 / 8], m![B % 8]>()\n" => "        .vector_trim_way4::<m![B % 4]>()\n        .vector_fp_binary(FpBinaryOp::AddF, 1.0f32)\n        .vector_pad_way8::<m![B % 4 # 8]>()\n"  (4 data lanes a packet: trimmed to Way4 and padded back)
// valid Vector::WAY  (trim of the padding lanes, pad back to 8)
// invalid Vector::WAY: "vector_trim_way4::<m![B % 4]>" => "vector_trim_way4::<m![B % 4 # 8]>"  (a trim to 8 lanes, verify.rs:83)
// invalid Vector::WAY: "vector_pad_way8::<m![B % 4 # 8]>" => "vector_pad_way8::<m![B % 4 # 16]>"  (a pad to 16 lanes, verify.rs:109)
// invalid Vector::LAYOUT: "vector_pad_way8::<m![B % 4 # 8]>" => "vector_pad_way8::<m![B % 2, B % 4 / 2 # 4]>"  (8 lanes, but the 4 data lanes reordered: no padding of the packet, verify.rs:116)
use furiosa_visa_std::prelude::*;

axes![B = 4096];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn kernel(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![B]>) -> HbmTensor<f32, Chip, m![B]> {
    let input_dm = input.to_dm::<Cluster, m![B / 16], m![B % 16]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![B / 16], m![B % 16]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![B % 16 / 8], m![B % 8]>()
        .collect::<m![B % 16 / 8], m![B % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![B % 16 / 4], m![B % 4]>()
        .vector_fp_binary(FpBinaryOp::AddF, 1.0f32)
        .vector_concat::<m![B % 16 / 8], m![B % 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
