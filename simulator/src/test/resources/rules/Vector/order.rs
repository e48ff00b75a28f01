// valid Vector::ORDER  (an inter-slice reduce first, then the branch and an arithmetic op)
// invalid Vector::ORDER: "        .vector_intra_slice_branch(BranchMode::Unconditional)\n" => ""  (vector_fxp right after a first inter-slice reduce: only the branch or vector_final may follow it)
// invalid Vector::ORDER: "        .vector_fxp(FxpBinaryOp::AddFxp, 100)\n" => "        .vector_fxp(FxpBinaryOp::AddFxp, 100)\n        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::AddSat)\n"  (a second inter-slice reduce in a pass that began with one)
// valid Vector::TYPE  (InterSliceReduceOpI32 on an i32 stream)
// invalid Vector::TYPE: "InterSliceReduceOpI32::AddSat" => "InterSliceReduceOpF32::Add"  (an f32 inter-slice reduce on an i32 stream)
// invalid Vector::TYPE: "AddFxp, 100" => "AddFxp, 100.0"  (a float constant on an i32 stream)
use furiosa_visa_std::prelude::*;

axes![A = 512, R = 4];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma, 0x1000);
    let reduced: DmTensor<i32, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::AddSat)
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 100)
        .vector_final()
        .commit(0x2000);
    reduced.to_hbm(&mut ctx.tdma, 0x3000)
}
