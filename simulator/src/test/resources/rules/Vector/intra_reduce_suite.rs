// valid Vector::REDUCE  (three of vector_engine/reduce.rs's tests side by side: R reduced by AddSat and Max on i32 and by Add on f32; a case breaks one function only)
// invalid Vector::TYPE: "IntraSliceReduceOpI32::Max)" => "IntraSliceReduceOpF32::Max)"  (an f32 reduce op on the i32 stream of the second function: vector_intra_slice_reduce on i32 takes an IntraSliceReduceOpI32)
// invalid Vector::TYPE: "IntraSliceReduceOpF32::Add)" => "IntraSliceReduceOpI32::AddSat)"  (an i32 reduce op on the f32 stream of the third function)
// invalid Vector::WAY: ".vector_trim_way4::<m![A % 2 # 4]>()\n        .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::Max)\n        .vector_pad_way8::<m![A % 2 # 8]>()" => ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 8]>(IntraSliceReduceOpI32::Max)"  (the reduce without trim_way4 first: it is a method of Way4 streams only)
// invalid Vector::REDUCE: "vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)" => "vector_intra_slice_reduce::<R, m![R / 2], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)"  (R reduced only in part: R / 2 stays in OTime, vector_tensor.rs:1438)
// invalid Vector::REDUCE: "vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)" => "vector_intra_slice_reduce::<A, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)"  (the reduce labelled A while R is what OTime drops, vector_tensor.rs:1430)
// invalid Vector::WAY: ".vector_pad_way8::<m![A % 2 # 8]>()\n        .vector_final()\n        .commit(0x2000);\n\n    result.to_hbm(&mut ctx.tdma, 0x3000)\n}\n\n#[device(chip = 1)]\npub fn ve_intra_slice_reduce_max_i32" => ".vector_pad_way8::<m![A % 2 # 16]>()\n        .vector_final()\n        .commit(0x2000);\n\n    result.to_hbm(&mut ctx.tdma, 0x3000)\n}\n\n#[device(chip = 1)]\npub fn ve_intra_slice_reduce_max_i32"  (pad_way8 to 16 lanes where it pads the 4-lane packet to 8: Packet2 has 8 lanes, verify.rs:109)
// base: "use furiosa_visa_std::prelude::*;" => "use furiosa_visa_std::prelude::*;"  (the three reduces as written again)
// valid Vector::REDUCE  (the reference crate's ve_intra_slice_reduce_add_fxp_sat: the 4 rows of R summed, A % 2 kept)
// invalid Vector::REDUCE: ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)" => ".vector_intra_slice_reduce::<A, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)"  (the reduce labelled A while R is what the output drops: vector_tensor.rs:1430)
// invalid Vector::REDUCE: ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)" => ".vector_intra_slice_reduce::<R, m![R / 2], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)"  (R halved, not reduced: R / 2 is still in the output, vector_tensor.rs:1438)
// invalid Vector::REDUCE: ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)" => ".vector_intra_slice_reduce::<R, m![1], m![1 # 4]>(IntraSliceReduceOpI32::AddSat)"  (the packet reduced too: A % 2 is dropped, and A is not the label, vector_tensor.rs:1430)
// valid Vector::REDUCE: ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)" => ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::Max)"  (the same shape with Max)
use furiosa_visa_std::prelude::*;

type Chip = m![1];
type Cluster = m![1 # 2];
axes![A = 512, R = 4];

#[device(chip = 1)]
pub fn ve_intra_slice_reduce_add_fxp_sat(
    ctx: &mut Context,
    input: &HbmTensor<i32, Chip, m![A, R]>,
) -> HbmTensor<i32, Chip, m![A]> {
    let input_transposed: HbmTensor<i32, Chip, m![R, A]> = input.to_hbm(&mut ctx.tdma, 0x4000);
    let input_dm = input_transposed.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![R], m![A % 2]>()
        .collect::<m![R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ve_intra_slice_reduce_max_i32(
    ctx: &mut Context,
    input: &HbmTensor<i32, Chip, m![A, R]>,
) -> HbmTensor<i32, Chip, m![A]> {
    let input_transposed: HbmTensor<i32, Chip, m![R, A]> = input.to_hbm(&mut ctx.tdma, 0x4000);
    let input_dm = input_transposed.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![R], m![A % 2]>()
        .collect::<m![R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::Max)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ve_intra_slice_reduce_add_f32(
    ctx: &mut Context,
    input: &HbmTensor<f32, Chip, m![A, R]>,
) -> HbmTensor<f32, Chip, m![A]> {
    let input_transposed: HbmTensor<f32, Chip, m![R, A]> = input.to_hbm(&mut ctx.tdma, 0x4000);
    let input_dm = input_transposed.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![R], m![A % 2]>()
        .collect::<m![R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpF32::Add)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
