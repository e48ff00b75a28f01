// valid Vector::WAY  (the reference crate's ve_group_pair_fp_zip_with_mode: two f32 inputs interleaved, unzipped, split to 4 lanes, subtracted, concatenated back)
// invalid Vector::WAY: ".vector_split::<m![1 # 2], m![A % 2 # 4]>()" => ".vector_split::<m![1 # 2], m![A % 2 # 8]>()"  (the split keeps 8 lanes: its Packet2 has the front 4, verify.rs:19)
// invalid Vector::LAYOUT: ".vector_split::<m![1 # 2], m![A % 2 # 4]>()" => ".vector_split::<m![1], m![A % 2 # 4]>()"  (the back half of the flit dropped from Time: split's Time2 is Time times the packet's outer half, 1 # 2, verify.rs:14)
// invalid Vector::WAY: ".vector_concat::<m![1], m![A % 2 # 8]>()" => ".vector_concat::<m![1], m![A % 2 # 4]>()"  (concat back to 4 lanes: its Packet2 is one flit of 8, verify.rs:41)
// invalid Vector::LAYOUT: ".vector_concat::<m![1], m![A % 2 # 8]>()" => ".vector_concat::<m![1 # 2], m![A % 2 # 8]>()"  (concat keeping Time's half: its Time2 is Time's outer part with the inner 2 moved into the packet, verify.rs:48)
use furiosa_visa_std::prelude::*;

axes![A = 512, I = 2];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn ve_group_pair_fp_zip_with_mode(
    ctx: &mut Context,
    lhs: &HbmTensor<f32, Chip, m![A]>,
    rhs: &HbmTensor<f32, Chip, m![A]>,
) -> HbmTensor<f32, Chip, m![A]> {
    let lhs_dm = lhs.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);
    let rhs_dm = rhs.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x2000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(lhs_dm.view(), rhs_dm.view())
        .fetch::<f32, m![I], m![A % 2]>()
        .collect::<m![I], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_split::<m![1 # 2], m![A % 2 # 4]>()
        .vector_fp_zip_with_mode(FpBinaryOp::SubF, BinaryArgMode::Mode10)
        .vector_concat::<m![1], m![A % 2 # 8]>()
        .vector_final()
        .commit(0x3000);

    result.to_hbm(&mut ctx.tdma, 0x4000)
}
