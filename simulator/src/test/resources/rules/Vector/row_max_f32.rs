// valid Vector::REDUCE  (the f32 maximum over the 8 rows R, the 4 lanes kept)
// invalid Vector::REDUCE: ".vector_intra_slice_reduce::<R, m![1], m![L]>" => ".vector_intra_slice_reduce::<R, m![1], m![L / 2 # 4]>"  (OPacket L / 2 # 4 is neither the packet nor [1 # 4], vector_tensor.rs:1447)
// invalid Vector::REDUCE: ".vector_intra_slice_reduce::<R, m![1], m![L]>" => ".vector_intra_slice_reduce::<L, m![1], m![L]>"  (R dropped from OTime but L named: the quotient R is not the label, vector_tensor.rs:1430)
// valid Vector::REDUCE: ".vector_intra_slice_reduce::<R, m![1], m![L]>" => ".vector_intra_slice_reduce::<L, m![R], m![1 # 4]>"; ".vector_pad_way8::<m![L # 8]>()" => ".vector_pad_way8::<m![1 # 8]>()"; ".commit::<m![L # 8]>" => ".commit::<m![R, 1 # 2]>"; "-> HbmTensor<f32, Chip, m![S, L]>" => "-> HbmTensor<f32, Chip, m![S, R]>"; "to_hbm::<m![S, L]>" => "to_hbm::<m![S, R]>"  (the maximum of each row's 4 lanes, reduced to [1 # 4])
// valid Vector::TYPE  (IntraSliceReduceOpF32 on the f32 stream)
// invalid Vector::TYPE: "IntraSliceReduceOpF32::Max" => "IntraSliceReduceOpI32::Max"  (an i32 reduce on the f32 stream)
// valid Vector::WAY  (the intra-slice reduce on 4 lanes)
// invalid Vector::WAY: "        .vector_trim_way4::<m![L]>()\n" => ""; ".vector_intra_slice_reduce::<R, m![1], m![L]>" => ".vector_intra_slice_reduce::<R, m![1], m![L # 8]>"; "        .vector_pad_way8::<m![L # 8]>()\n" => ""  (the intra-slice reduce on 8 lanes: the reference defines it on Way4)
// valid Vector::REDUCE_SLOTS: "axes![S = 256, R = 8, L = 4];" => "axes![S = 256, R = 8, B = 8, L = 4];"; "x: &HbmTensor<f32, Chip, m![S, R, L]>" => "x: &HbmTensor<f32, Chip, m![S, R, B, L]>"; "-> HbmTensor<f32, Chip, m![S, L]>" => "-> HbmTensor<f32, Chip, m![S, B, L]>"; "to_hbm::<m![S, L]>" => "to_hbm::<m![S, B, L]>"; "m![R, L # 8]>(&mut" => "m![R, B, L # 8]>(&mut"; "fetch::<f32, m![R], m![L # 8]>()\n        .collect::<m![R], m![L # 8]>()" => "fetch::<f32, m![R, B], m![L # 8]>()\n        .collect::<m![R, B], m![L # 8]>()"; ".vector_intra_slice_reduce::<R, m![1], m![L]>" => ".vector_intra_slice_reduce::<R, m![B], m![L]>"; ".commit::<m![L # 8]>" => ".commit::<m![B, L # 8]>"  (reducing R keeps the 8 positions of B inside it: 8 partial results, the most)
// invalid Vector::REDUCE_SLOTS: "B = 8," => "B = 9,"  (9 partial results)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 8, L = 4];

type Chip = m![1];

#[device(chip = 1)]
fn row_max(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![S, R, L]>) -> HbmTensor<f32, Chip, m![S, L]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![R, L # 8]>(&mut ctx.tdma, 0);
    let m = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![R], m![L # 8]>()
        .collect::<m![R], m![L # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![L]>()
        .vector_intra_slice_reduce::<R, m![1], m![L]>(IntraSliceReduceOpF32::Max)
        .vector_pad_way8::<m![L # 8]>()
        .vector_final()
        .commit::<m![L # 8]>(1 << 12);
    m.to_hbm::<m![S, L]>(&mut ctx.tdma, 1 << 28)
}
