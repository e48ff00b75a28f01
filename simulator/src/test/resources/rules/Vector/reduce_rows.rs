// valid Vector::REDUCE  (the reference crate's ve_intra_slice_reduce_add_fxp_sat: the 4 rows of R summed, A % 2 kept)
// invalid Vector::REDUCE: ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>" => ".vector_intra_slice_reduce::<A, m![1], m![A % 2 # 4]>"  (the reduce labelled A while R is what the output drops: vector_tensor.rs:1430)
// invalid Vector::REDUCE: ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>" => ".vector_intra_slice_reduce::<R, m![R / 2], m![A % 2 # 4]>"  (R halved, not reduced: R / 2 is still in the output, vector_tensor.rs:1438)
// invalid Vector::REDUCE: ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>" => ".vector_intra_slice_reduce::<R, m![1], m![1 # 4]>"  (the packet reduced too: A % 2 is dropped, and A is not the label, vector_tensor.rs:1430)
// valid Vector::REDUCE: ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)" => ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::Max)"  (the same shape with Max)
use furiosa_visa_std::prelude::*;

axes![A = 512, R = 4];

type Chip = m![1];
type Cluster = m![1 # 2];

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
