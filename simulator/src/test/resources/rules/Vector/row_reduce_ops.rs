// valid Vector::TYPE  (IntraSliceReduceOpI32::Min on the i32 stream: the smallest of the B = 16 time steps of each lane)
// invalid Vector::TYPE: "IntraSliceReduceOpI32::Min" => "IntraSliceReduceOpF32::Min"  (an f32 minimum on the i32 stream)
// invalid Vector::TYPE: "IntraSliceReduceOpI32::Min" => "IntraSliceReduceOpF32::Add"  (an f32 sum on the i32 stream)
// valid Vector::TYPE: "IntraSliceReduceOpI32::Min" => "IntraSliceReduceOpI32::AddSat"  (the saturating sum)
// valid Vector::TYPE: "IntraSliceReduceOpI32::Min" => "IntraSliceReduceOpI32::Max"  (the maximum)
// base: "x: &HbmTensor<i32, Chip" => "x: &HbmTensor<f32, Chip"; "-> HbmTensor<i32, Chip" => "-> HbmTensor<f32, Chip"; ".fetch::<i32," => ".fetch::<f32,"; "IntraSliceReduceOpI32::Min" => "IntraSliceReduceOpF32::Min"  (the same row reduce on f32)
// valid Vector::TYPE  (IntraSliceReduceOpF32::Min on the f32 stream)
// invalid Vector::TYPE: "IntraSliceReduceOpF32::Min" => "IntraSliceReduceOpI32::Min"  (an i32 minimum on the f32 stream)
// invalid Vector::TYPE: "IntraSliceReduceOpF32::Min" => "IntraSliceReduceOpI32::AddSat"  (an i32 saturating sum on the f32 stream)
// valid Vector::TYPE: "IntraSliceReduceOpF32::Min" => "IntraSliceReduceOpF32::Add"  (the f32 sum)
// valid Vector::TYPE: "IntraSliceReduceOpF32::Min" => "IntraSliceReduceOpF32::Max"  (the f32 maximum)
// base: "B = 16]" => "B = 65536]"; "IntraSliceReduceOpI32::Min" => "IntraSliceReduceOpI32::AddSat"  (the saturating sum of B = 65536 repetitions of each packet)
// valid Sequencer::SIZE  (the fetch repeats each packet over B = 65536: one loop entry of 65536 steps, the most there is)
// invalid Sequencer::SIZE: "B = 65536" => "B = 65537"  (one loop entry of 65537 steps, a prime no two entries can split)
// valid Vector::REDUCE: "B = 65536" => "B = 16"  (B is only broadcast by the fetch, yet Time holds it: the reference reads the reduced axis off Time and Packet)
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 16];

type Chip = m![1];

/// The smallest value each lane takes over B repetitions of its packet.
#[device(chip = 1)]
fn lane_min(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A]>) -> HbmTensor<i32, Chip, m![S, A]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A # 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![B], m![A # 8]>()
        .collect::<m![B], m![A # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A]>()
        .vector_intra_slice_reduce::<B, m![1], m![A]>(IntraSliceReduceOpI32::Min)
        .vector_pad_way8::<m![A # 8]>()
        .vector_final()
        .commit::<m![A # 8]>(1 << 12);
    y_dm.to_hbm::<m![S, A]>(&mut ctx.tdma, 1 << 28)
}
