// valid Vector::ORDER  (InterFirst: vector_init, the inter-slice sum, then the branch and a clip)
// invalid Vector::ORDER: "        .vector_intra_slice_branch(BranchMode::Unconditional)\n" => ""  (a clip right after the inter-slice reduce: only the branch or vector_final may follow it)
// invalid Vector::ORDER: "        .vector_clip(ClipBinaryOpF32::Max, 0.0f32)\n" => "        .vector_clip(ClipBinaryOpF32::Max, 0.0f32)\n        .vector_inter_slice_reduce::<m![A / 8, 1 # 32], m![1]>(InterSliceReduceOpF32::Add)\n"  (a second inter-slice reduce in the pass)
// valid Vector::ORDER: "        .vector_inter_slice_reduce::<m![A / 8, 1 # 32], m![1]>(InterSliceReduceOpF32::Add)\n        .vector_intra_slice_branch(BranchMode::Unconditional)\n        .vector_clip(ClipBinaryOpF32::Max, 0.0f32)\n" => "        .vector_intra_slice_branch(BranchMode::Unconditional)\n        .vector_clip(ClipBinaryOpF32::Max, 0.0f32)\n        .vector_inter_slice_reduce::<m![A / 8, 1 # 32], m![1]>(InterSliceReduceOpF32::Add)\n"  (IntraFirst: the clip before the inter-slice sum, markers.rs:345)
// valid Vector::TYPE  (InterSliceReduceOpF32 and ClipBinaryOpF32 on the f32 stream)
// invalid Vector::TYPE: "InterSliceReduceOpF32::Add" => "InterSliceReduceOpI32::Add"  (an i32 inter-slice reduce on the f32 stream)
// invalid Vector::TYPE: "ClipBinaryOpF32::Max, 0.0f32" => "ClipBinaryOpI32::Max, 0"  (an i32 clip on the f32 stream)
// valid Slice::SIZE  (the sum keeps the 256 slices: A / 8 and R reduced to padding 1 # 32)
// valid Slice::SIZE: "Cluster, m![A / 8, 1 # 32]" => "Cluster, m![A / 8]"; "reduce::<m![A / 8, 1 # 32]" => "reduce::<m![A / 8]"  (the sum lands on 8 slices: the reference reduces to any destination and asserts nothing of its slices, tensor.rs:251; a DM tensor may span fewer slices)
use furiosa_visa_std::prelude::*;

axes![R = 32, A = 64];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn column_sum(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, A]>) -> HbmTensor<f32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma, 0);
    let s: DmTensor<f32, Chip, Cluster, m![A / 8, 1 # 32], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 32], m![1]>(InterSliceReduceOpF32::Add)
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpF32::Max, 0.0f32)
        .vector_final()
        .commit(1 << 12);
    s.to_hbm(&mut ctx.tdma, 1 << 20)
}
