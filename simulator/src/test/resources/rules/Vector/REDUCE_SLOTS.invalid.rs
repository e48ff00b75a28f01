// Vector::REDUCE_SLOTS, invalid: reducing R keeps the 16 positions of B inside it, 16 partial results (at most 8)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 16, B = 16, A = 4];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, R, B, A]>) -> HbmTensor<i32, Chip, m![S, B, A]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![R, B, A # 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![R, B], m![A # 8]>()
        .collect::<m![R, B], m![A # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A]>()
        .vector_intra_slice_reduce::<R, m![B], m![A]>(IntraSliceReduceOp::AddSat)
        .vector_pad_way8::<m![A # 8]>()
        .vector_final()
        .commit::<m![B, A # 8]>(1 << 14);
    y_dm.to_hbm::<m![S, B, A]>(&mut ctx.tdma, 1 << 28)
}
