// valid Reducer::CONTRACT  (matmul_4096 with its DM tensors apart: lhs at 0, rhs at 0x10000, the result at 0x20000)
// invalid Reducer::CONTRACT: ".contract::<m![A % 2]>()" => ".contract::<m![A % 4]>()"  (A % 4 is no outer part of the packet [A % 2, B % 32], stream_tensor.rs:1335)
// invalid Reducer::CONTRACT: ".contract::<m![A % 2]>()" => ".contract::<m![B % 32 / 2, A % 2]>()"  (32 outputs a packet, a power of two, but in the wrong order: the packet's stride by 2 is [A % 2, B % 32 / 2], stream_tensor.rs:1335)
// invalid Reducer::ACCUMULATE_LAYOUT: ".accumulate::<m![A / 2 % 512], m![A % 2 # 8]>" => ".accumulate::<m![A / 2 % 512], m![A % 2 # 16]>"  (OutPacket of 16 where accumulate gives 8 elements, stream_tensor.rs:1362)
// invalid Aligner::PACKET: ".align::<m![A / 2 % 512], m![A % 2, B % 32], _, _>(&rhs)" => ".align::<m![A % 1024], m![B % 32], _, _>(&rhs)"  (an OutPacket of 32 i8, 32 bytes where the MAC takes 64, stream_tensor.rs:1215)
// invalid Vector::TYPE: "InterSliceReduceOpI32::Add" => "InterSliceReduceOpF32::Add"  (an f32 reduce on the i32 stream the accumulation gives)
// invalid View::SUBVIEW: "slice_tile::<m![X], 1, m![A / 1024 % 2, 1 # 128]>(0)" => "slice_tile::<m![X], 1, m![A / 1024 % 2]>(0)"  (the slice tile's view without X's place: [A / 1024 % 2, X] divided by X is [A / 1024 % 2, 1 # 128])
// valid Commit::ALIGN: ".commit(0x20000)" => ".commit(0x20008)"
// invalid Commit::ALIGN: ".commit(0x20008)" => ".commit(0x20004)"  (a commit to a DM address that is no multiple of 8)
// invalid Cast::PACKET: ".cast::<i8, m![A % 2 # 32]>()" => ".cast::<i8, m![A % 2 # 8]>()"  (8 i8 are 8 bytes, not one 32-byte flit, stream_tensor.rs:259)
// invalid Aligner::TYPE: "rhs: &HbmTensor<i8, m![1], m![B]>" => "rhs: &HbmTensor<bf16, m![1], m![B]>"; "let rhs: TrfTensor<i8," => "let rhs: TrfTensor<bf16,"; ".fetch::<i8, m![1], m![B % 32]>()\n        .collect::<m![1], m![B % 32]>()" => ".fetch::<bf16, m![1], m![B % 32]>()\n        .collect::<m![B % 32 / 16], m![B % 16]>()"  (the vector in the TRF as bf16 while lhs streams i8: align takes a TrfTensor of the stream's element type)
use furiosa_visa_std::prelude::*;

axes![A = 4096, B = 4096, X = 128];

type Chip = m![1];
type Cluster = m![A / 2048 % 2];

#[device(chip = 1)]
pub fn matmul_4096(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, m![1], m![A, B]>,
    rhs: &HbmTensor<i8, m![1], m![B]>,
) -> HbmTensor<i8, m![1], m![A]> {
    let lhs = lhs.to_dm::<Cluster, m![A / 1024 % 2, B / 32], m![A % 1024, B % 32]>(&mut ctx.tdma, 0);
    let rhs = rhs.to_dm::<Cluster, m![A / 1024 % 2, B / 32], m![B % 32]>(&mut ctx.tdma, 0x10000);
    let rhs: TrfTensor<i8, Chip, Cluster, m![A / 1024 % 2, B / 32], m![1], m![B % 32]> = ctx
        .sub
        .begin(rhs.view())
        .fetch::<i8, m![1], m![B % 32]>()
        .collect::<m![1], m![B % 32]>()
        .to_trf(TrfAddress::Full);

    let matmul_result: DmTensor<i8, Chip, Cluster, m![A / 1024 % 2, X], m![A / 2 % 512, A % 2 # 8]> = ctx
        .main
        .begin(lhs.view())
        .fetch::<i8, m![A % 1024], m![B % 32]>()
        .collect::<m![A % 1024], m![B % 32]>()
        .align::<m![A / 2 % 512], m![A % 2, B % 32], _, _>(&rhs)
        .contract::<m![A % 2]>()
        .accumulate::<m![A / 2 % 512], m![A % 2 # 8]>(AccumulationKind::Sequential)
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 1024 % 2, X], m![A / 2 % 512]>(InterSliceReduceOpI32::Add)
        .vector_final()
        .cast::<i8, m![A % 2 # 32]>()
        .commit(0x20000);

    let mut out = unsafe { HbmTensor::<i8, m![1], m![A]>::from_addr(0x3000) };
    matmul_result
        .view()
        .slice_tile::<m![X], 1, m![A / 1024 % 2, 1 # 128]>(0)
        .to_hbm_view(&mut ctx.tdma, out.view_mut());
    out
}
