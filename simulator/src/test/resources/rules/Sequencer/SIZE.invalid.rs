// Sequencer::SIZE, invalid: the fetch repeats each packet over B = 131072, one loop entry of 131072 steps (at most 65536)
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 131072];

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
        .vector_intra_slice_reduce::<B, m![1], m![A]>(IntraSliceReduceOp::AddSat)
        .vector_pad_way8::<m![A # 8]>()
        .vector_final()
        .commit::<m![A # 8]>(1 << 12);
    y_dm.to_hbm::<m![S, A]>(&mut ctx.tdma, 1 << 28)
}
