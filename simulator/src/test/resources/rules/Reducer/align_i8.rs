// valid Aligner::PACKET  (an i8 aligned packet of 64 elements is 64 bytes, two flits of the 32-element Packet)
// invalid Aligner::PACKET: ".align::<m![I % 16, K / 64], m![K % 64], _, _>" => ".align::<m![I % 16, K / 32], m![K % 32], _, _>"  (OutPacket of 32 i8 = 32 bytes: 64 bytes count bytes, not 32 elements as in bf16, stream_tensor.rs:1215)
// invalid Aligner::PACKET: ".align::<m![I % 16, K / 64], m![K % 64], _, _>" => ".align::<m![I % 16, K / 128], m![K % 128], _, _>"  (OutPacket of 128 i8 = 128 bytes)
// valid Aligner::STREAM_ADAPTER  (OutTime [I % 16, K / 64] with the outer flit K % 64 / 32 is Time)
// invalid Aligner::STREAM_ADAPTER: ".align::<m![I % 16, K / 64], m![K % 64], _, _>" => ".align::<m![I % 16, K / 64], m![K % 32, K % 64 / 32], _, _>"  (the inner flit of OutPacket is K % 64 / 32, not Packet K % 32 (an i8 flit is 32 elements), stream_tensor.rs:1225)
// valid Aligner::STREAM_ADAPTER: ".align::<m![I % 16, K / 64], m![K % 64], _, _>" => ".align::<m![I % 16, K / 32], m![K % 32 # 64], _, _>"  (one i8 flit per packet padded to 64: the padding is stripped and OutTime is Time, stream_tensor.rs:1232)
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 128, K = 256];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16, J / 8];
type Row = m![J % 8];

#[device(chip = 1)]
fn gemm(
    ctx: &mut Context,
    a: &HbmTensor<i8, Chip, m![I, K]>,
    b: &HbmTensor<i8, Chip, m![K, J]>,
) -> HbmTensor<i8, Chip, m![I / 16, J, K]> {
    let a: DmTensor<i8, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<i8, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 13);

    let b_trf: TrfTensor<i8, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<i8, m![J % 8, K / 32], m![K % 32]>()
        .collect::<m![J % 8, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);

    let p = ctx
        .main
        .begin(a.view())
        .fetch::<i8, m![I % 16, K / 32], m![K % 32]>()
        .collect::<m![I % 16, K / 32], m![K % 32]>()
        .align::<m![I % 16, K / 64], m![K % 64], _, _>(&b_trf);
    b.to_hbm(&mut ctx.tdma, 1 << 24)
}
