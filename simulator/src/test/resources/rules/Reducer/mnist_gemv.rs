// valid Reducer::ACCUMULATE_LAYOUT  (mnist's second layer's GEMV: 16 slices of the [C, H] weight against the input in the TRF, accumulated and cast back to bf16)
// invalid Reducer::ACCUMULATE_LAYOUT: ".accumulate::<m![1], m![1 # 8]>" => ".accumulate::<m![1], m![1 # 16]>"  (an OutPacket of 16 where accumulate gives 8 elements, stream_tensor.rs:1362)
// invalid Aligner::PACKET: ".align::<m![H / 32], m![H % 32], _, _>(&input_trf)" => ".align::<m![H / 16], m![H % 16], _, _>(&input_trf)"  (16 bf16 are 32 bytes where the MAC takes 64, stream_tensor.rs:1215)
// invalid Row::SIZE: "TrfTensor<bf16, Chip, Cluster, m![C, 1 # 16], m![1], m![H]>" => "TrfTensor<bf16, Chip, Cluster, m![C, 1 # 16], m![H / 16], m![H % 16]>"  (all 16 time steps as Rows: Row::SIZE is 1, 2, 4 or 8, stream_tensor.rs:1131)
// invalid Cast::PACKET: ".cast::<bf16, m![1 # 16]>()" => ".cast::<bf16, m![1 # 32]>()"  (32 bf16 are 64 bytes, not one flit, stream_tensor.rs:259)
// invalid Cast::TYPE + Type::ANNOTATION: ".cast::<bf16, m![1 # 16]>()" => ".cast::<i8, m![1 # 32]>()"  (f32 to i8 is no Cast pair of the reference, cast.rs; rustc types the cast i8 still, so its commit is no DmTensor<bf16, …>: both are reported)
// invalid TRF::CAPACITY: "TrfAddress::Full" => "TrfAddress::FirstHalf"; "H = 256" => "H = 32768"; ".commit(0x60000)" => ".commit(0x8000)"; "to_dm(&mut ctx.tdma, 0x50000)" => "to_dm(&mut ctx.tdma, 0x10000)"  (32768 bf16 in one Row are 64 KB, past the 32 KB of half the TRF, stream_tensor.rs:1140)
use furiosa_visa_std::prelude::*;

axes![H = 256, C = 16];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn fc2_matmul(
    ctx: &mut Context,
    input: &HbmTensor<bf16, Chip, m![H]>,
    weight: &HbmTensor<bf16, Chip, m![C, H]>,
) -> HbmTensor<bf16, Chip, m![C]> {
    let input_dm: DmTensor<bf16, Chip, Cluster, m![C, 1 # 16], m![H]> = input.to_dm(&mut ctx.tdma, 0);
    let weight_dm: DmTensor<bf16, Chip, Cluster, m![C, 1 # 16], m![H]> = weight.to_dm(&mut ctx.tdma, 0x50000);

    let input_trf: TrfTensor<bf16, Chip, Cluster, m![C, 1 # 16], m![1], m![H]> = ctx
        .sub
        .begin(input_dm.view())
        .fetch::<bf16, m![1], m![H]>()
        .collect::<m![H / 16], m![H % 16]>()
        .to_trf(TrfAddress::Full);

    let out: DmTensor<bf16, Chip, Cluster, m![C, 1 # 16], m![1 # 16]> = ctx
        .main
        .begin(weight_dm.view())
        .fetch::<bf16, m![H / 16], m![H % 16]>()
        .collect::<m![H / 16], m![H % 16]>()
        .align::<m![H / 32], m![H % 32], _, _>(&input_trf)
        .contract::<m![1]>()
        .accumulate::<m![1], m![1 # 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![1 # 16]>()
        .commit(0x60000);
    out.to_hbm(&mut ctx.tdma, 0x1100_0000)
}
