// valid Sequencer::SIZE  (the fetch repeats each packet over B = 65536: one loop entry of 65536 steps, the most there is)
// invalid Sequencer::SIZE: "B = 65536" => "B = 65537"  (one loop entry of 65537 steps, a prime no two entries can split)
// valid Vector::REDUCE: "B = 65536" => "B = 16"  (B is only broadcast by the fetch, yet Time holds it: the reference reads the reduced axis off Time and Packet)
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 65536];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A]>) -> HbmTensor<i32, Chip, m![S, A]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A # 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![B], m![A # 8]>()
        .collect::<m![B], m![A # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A]>()
        .vector_intra_slice_reduce::<B, m![1], m![A]>(IntraSliceReduceOpI32::AddSat)
        .vector_pad_way8::<m![A # 8]>()
        .vector_final()
        .commit::<m![A # 8]>(1 << 12);
    y_dm.to_hbm::<m![S, A]>(&mut ctx.tdma, 1 << 28)
}
