// invalid Vector::LAYOUT: "A = 4, Q = 2" => "A = 8, Q = 2"; ".vector_trim_way4::<m![A]>()" => ".vector_trim_way4::<m![A % 4]>()"  (A = 8 fills the packet: trim_way4 would drop the real back 4 lanes A / 4, verify.rs:80)
// invalid Vector::LAYOUT: ".vector_pad_way8::<m![A # 8]>()" => ".vector_pad_way8::<m![A / 2 # 8]>()"  (pad_way8 gives A / 2 # 8, not the packet A padded to 8, verify.rs:116)
// valid Vector::REDUCE  (an intra-slice reduce of an axis the stream holds)
// invalid Vector::REDUCE: ".vector_intra_slice_reduce::<R" => ".vector_intra_slice_reduce::<Q"  (the stream holds no axis Q to reduce)
// valid Vector::REDUCE_SLOTS: "A = 4, Q = 2" => "B = 8, A = 4"; "fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, R, A]>) -> HbmTensor<i32, Chip, m![S, A]> {\n    let x_dm = x.to_dm::<m![1 # 2], m![S], m![R, A # 8]>(&mut ctx.tdma, 0);\n" => "fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, R, B, A]>) -> HbmTensor<i32, Chip, m![S, B, A]> {\n    let x_dm = x.to_dm::<m![1 # 2], m![S], m![R, B, A # 8]>(&mut ctx.tdma, 0);\n"; "        .fetch::<i32, m![R], m![A # 8]>()\n        .collect::<m![R], m![A # 8]>()\n" => "        .fetch::<i32, m![R, B], m![A # 8]>()\n        .collect::<m![R, B], m![A # 8]>()\n"; ".vector_intra_slice_reduce::<R, m![1" => ".vector_intra_slice_reduce::<R, m![B"; "        .commit::<m![A # 8]>(1 << 12);\n    y_dm.to_hbm::<m![S, A]>(&mut ctx.tdma, 1 << 28)\n" => "        .commit::<m![B, A # 8]>(1 << 14);\n    y_dm.to_hbm::<m![S, B, A]>(&mut ctx.tdma, 1 << 28)\n"  (reducing R keeps the 8 positions of B inside it, 8 partial results)
// invalid Vector::REDUCE_SLOTS: "= 8" => "= 16"  (reducing R keeps the 16 positions of B inside it, 16 partial results (at most 8))
// invalid Vector::REDUCE: ".vector_intra_slice_reduce::<R, m![1], m![A]>" => ".vector_intra_slice_reduce::<A, m![1], m![A]>"  (reducing A while OTime drops R and OPacket keeps A: the quotient R is not the label A, vector_tensor.rs:1430)
// invalid Vector::REDUCE: ".vector_intra_slice_reduce::<R, m![1]" => ".vector_intra_slice_reduce::<R, m![R / 2]"  (R reduced only in part: R / 2 stays in OTime, vector_tensor.rs:1438)
// invalid Vector::REDUCE: "m![1], m![A]>(IntraSliceReduceOpI32::AddSat)" => "m![1], m![1 # 4]>(IntraSliceReduceOpI32::AddSat)"  (reducing R to OPacket [1 # 4] drops the packet axis A too: the quotient holds A, vector_tensor.rs:1430)
// valid Vector::REDUCE: "-> HbmTensor<i32, Chip, m![S, A]>" => "-> HbmTensor<i32, Chip, m![S, R]>"; ".vector_intra_slice_reduce::<R, m![1], m![A]>" => ".vector_intra_slice_reduce::<A, m![R], m![1 # 4]>"; ".vector_pad_way8::<m![A # 8]>()" => ".vector_pad_way8::<m![1 # 8]>()"; ".commit::<m![A # 8]>(1 << 12);\n    y_dm.to_hbm::<m![S, A]>" => ".commit::<m![R, 1 # 8]>(1 << 12);\n    y_dm.to_hbm::<m![S, R]>"  (the packet axis A reduced to 4 lanes, OPacket [1 # 4], vector_tensor.rs:1447)
// invalid Vector::REDUCE: "m![R], m![1 # 4]>" => "m![R], m![A / 2 # 4]>"  (OPacket A / 2 # 4 is neither Packet nor [1 # 4], vector_tensor.rs:1447)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 16, A = 4, Q = 2];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, R, A]>) -> HbmTensor<i32, Chip, m![S, A]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![R, A # 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![R], m![A # 8]>()
        .collect::<m![R], m![A # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A]>()
        .vector_intra_slice_reduce::<R, m![1], m![A]>(IntraSliceReduceOpI32::AddSat)
        .vector_pad_way8::<m![A # 8]>()
        .vector_final()
        .commit::<m![A # 8]>(1 << 12);
    y_dm.to_hbm::<m![S, A]>(&mut ctx.tdma, 1 << 28)
}
