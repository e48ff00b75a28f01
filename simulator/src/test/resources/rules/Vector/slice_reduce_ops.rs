// valid Vector::TYPE  (InterSliceReduceOpI32::AddSat on the i32 stream: the 32 rows R of each column block summed across the slices)
// invalid Vector::TYPE: "InterSliceReduceOpI32::AddSat" => "InterSliceReduceOpF32::Max"  (an f32 maximum on the i32 stream)
// invalid Vector::TYPE: "InterSliceReduceOpI32::AddSat" => "InterSliceReduceOpF32::Mul"  (an f32 product on the i32 stream: the reference multiplies only f32 across slices)
// valid Vector::TYPE: "InterSliceReduceOpI32::AddSat" => "InterSliceReduceOpI32::Add"  (the wrapping sum)
// valid Vector::TYPE: "InterSliceReduceOpI32::AddSat" => "InterSliceReduceOpI32::Max"  (the column maximum)
// valid Vector::TYPE: "InterSliceReduceOpI32::AddSat" => "InterSliceReduceOpI32::Min"  (the column minimum)
// valid Vector::ORDER  (InterFirst: the reduce straight after vector_init, then vector_final)
// valid Vector::ORDER: "        .vector_init()\n" => "        .vector_init()\n        .vector_intra_slice_branch(BranchMode::Unconditional)\n        .vector_fxp(FxpBinaryOp::AddFxp, 1)\n"  (IntraFirst: a fixed-point add, then the inter-slice reduce, which an Fxp stage may go on to, stage/markers.rs:341)
// base: "HbmTensor<i32, Chip, m![R, A]>" => "HbmTensor<f32, Chip, m![R, A]>"; "HbmTensor<i32, Chip, m![A]>" => "HbmTensor<f32, Chip, m![A]>"; "DmTensor<i32," => "DmTensor<f32,"; ".fetch::<i32," => ".fetch::<f32,"; "InterSliceReduceOpI32::AddSat" => "InterSliceReduceOpF32::Mul"  (the same kernel on f32: the column product)
// valid Vector::TYPE  (InterSliceReduceOpF32::Mul on the f32 stream)
// invalid Vector::TYPE: "InterSliceReduceOpF32::Mul" => "InterSliceReduceOpI32::AddSat"  (an i32 saturating sum on the f32 stream)
// invalid Vector::TYPE: "InterSliceReduceOpF32::Mul" => "InterSliceReduceOpI32::Min"  (an i32 minimum on the f32 stream)
// valid Vector::TYPE: "InterSliceReduceOpF32::Mul" => "InterSliceReduceOpF32::Add"  (the f32 sum)
// valid Vector::TYPE: "InterSliceReduceOpF32::Mul" => "InterSliceReduceOpF32::Max"  (the f32 maximum)
// valid Vector::TYPE: "InterSliceReduceOpF32::Mul" => "InterSliceReduceOpF32::Min"  (the f32 minimum)
// valid Vector::ORDER: "        .vector_init()\n" => "        .vector_init()\n        .vector_intra_slice_branch(BranchMode::Unconditional)\n        .vector_clip(ClipBinaryOpF32::Max, 0.0f32)\n"  (IntraFirst on f32: a clip, then the product across slices, stage/markers.rs:345)
use furiosa_visa_std::prelude::*;

axes![R = 32, A = 64];

type Chip = m![1];
type Cluster = m![1 # 2];

/// Reduces each column over its 32 rows, which lie on 32 slices.
#[device(chip = 1)]
fn column_reduce(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma, 0);
    let s: DmTensor<i32, Chip, Cluster, m![A / 8, 1 # 32], m![A % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 32], m![1]>(InterSliceReduceOpI32::AddSat)
        .vector_final()
        .commit(1 << 12);
    s.to_hbm(&mut ctx.tdma, 1 << 20)
}
