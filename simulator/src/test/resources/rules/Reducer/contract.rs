// invalid Reducer::CONTRACT + Reducer::ACCUMULATE_LAYOUT: "        .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved);\n" => "        .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved);\n    let u = ctx\n        .main\n        .begin(a.view())\n        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()\n        .collect::<m![I % 16, K / 16], m![K % 16]>()\n        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)\n        .contract::<m![1]>()\n        .accumulate::<m![K / 32, I % 16], m![J % 8]>(AccumulationKind::Interleaved);\n"; ".contract::<m![1]>()\n        .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved);\n    let u" => ".contract::<m![K % 2]>()\n        .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved);\n    let u"  (two contractions: an OutPacket of the packet's inner part, then an OutTime reordering Time)
// invalid Reducer::CONTRACT: ".contract::<m![1]>()" => ".contract::<m![K % 2]>()"; ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16, K % 2], m![J % 8]>(AccumulationKind::Interleaved)"  (OutPacket K % 2 is the inner part of the packet, no tree's sums, stream_tensor.rs:1335)
// invalid Reducer::CONTRACT: ".contract::<m![1]>()" => ".contract::<m![K % 32 / 8 # 6]>()"; ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16, K % 32 / 8], m![J % 8]>(AccumulationKind::Interleaved)"  (OutPacket of 6, no power of two, stream_tensor.rs:1326)
// valid Reducer::CONTRACT: ".contract::<m![1]>()" => ".contract::<m![K % 32 / 8 # 8]>()"; ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16, K % 32 / 8], m![J % 8]>(AccumulationKind::Interleaved)"  (sums of 8 padded to 8 columns: the reference compares them without padding)
// valid Reducer::CONTRACT: ".contract::<m![1]>()" => ".contract::<m![K % 32 / 4 # 16]>()"; ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16, K % 32 / 4], m![J % 8]>(AccumulationKind::Interleaved)"  (sums of 4 padded to 16 columns)
// valid Reducer::CONTRACT: ".contract::<m![1]>()" => ".contract::<m![1 # 2]>()"  (the whole packet summed, padded to 2 columns)
// valid Reducer::CONTRACT: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 16], m![K % 16 # 32], _, _>"; ".contract::<m![1]>()" => ".contract::<m![K % 16 # 32]>()"; ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16, K % 16], m![J % 8]>(AccumulationKind::Interleaved)"  (one flit per packet, nothing summed: OutTime holds the packet without its padding)
// valid Reducer::CONTRACT: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 16], m![K % 16 # 32], _, _>"; ".contract::<m![1]>()" => ".contract::<m![K % 16 / 2]>()"; ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16, K % 16 / 2], m![J % 8]>(AccumulationKind::Interleaved)"  (one flit per packet, pairs summed)
// invalid Reducer::SPATIAL_OUTPUT: ".contract::<m![1]>()" => ".contract::<m![K % 32 # 64]>()"  (64 outputs per Row, stream_tensor.rs:1320)
// invalid Reducer::SPATIAL_OUTPUT: ".contract::<m![1]>()" => ".contract::<m![K % 32 / 2 # 64]>()"  (pairs summed, padded to 64 outputs)
// valid Reducer::SPATIAL_OUTPUT: ".contract::<m![1]>()" => ".contract::<m![K % 32]>()"; ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16, K % 32], m![J % 8]>(AccumulationKind::Interleaved)"  (32 outputs per Row)
// invalid Reducer::ACCUMULATE_LAYOUT: ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16], m![J % 2, J % 8 / 2]>(AccumulationKind::Interleaved)"  (OutPacket is not [Row # 8], stream_tensor.rs:1381)
// invalid Reducer::ACCUMULATE_LAYOUT: ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16], m![J % 8 # 16]>(AccumulationKind::Interleaved)"  (OutPacket of 16, stream_tensor.rs:1362)
// invalid Reducer::ACCUMULATE_LAYOUT: ".contract::<m![1]>()" => ".contract::<m![K % 32 / 16]>()"; ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![K % 32 / 16, I % 16], m![J % 8]>(AccumulationKind::Interleaved)"  (the packet is not innermost in OutTime)
// invalid Reducer::ACCUMULATE_LAYOUT: ".contract::<m![1]>()" => ".contract::<m![K % 32]>()"; ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16, K / 32, K % 32 / 8], m![J % 8]>(AccumulationKind::Interleaved)"  (OutTime slices data of the packet, stream_tensor.rs:1408)
// invalid Reducer::ACCUMULATE_LAYOUT: ".contract::<m![1]>()" => ".contract::<m![K % 32 / 8 # 8]>()"; ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16, K % 32 / 8 # 8], m![J % 8]>(AccumulationKind::Interleaved)"  (OutTime holds the packet's padding)
// valid Reducer::ACCUMULATE_LAYOUT: ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 8], m![J % 8]>(AccumulationKind::Interleaved)"  (the outer part I / 8 % 2 of I % 16 and K / 32 reduced: a term may be kept in part)
// valid Reducer::ACCUMULATE_LAYOUT: ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16 / 2], m![J % 8]>(AccumulationKind::Interleaved)"  (the inner part I % 2 of I % 16 and K / 32 reduced)
// valid Reducer::ACCUMULATE_LAYOUT: ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16 / 8, I % 4], m![J % 8]>(AccumulationKind::Interleaved)"  (I % 8 / 4 and K / 32 reduced)
// valid Reducer::ACCUMULATE_LAYOUT: ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 16, K / 64], m![J % 8]>(AccumulationKind::Interleaved)"  (K % 64 / 32 reduced, K / 64 kept)
// valid Reducer::ACCUMULATE_LAYOUT: ".accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![1], m![J % 8]>(AccumulationKind::Interleaved)"  (every time axis reduced)
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 128, K = 256];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16, J / 8];
type Row = m![J % 8];

#[device(chip = 1)]
fn gemm(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I / 16, J, K]> {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 13);

    let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
        .collect::<m![J % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);

    let s = ctx
        .main
        .begin(a.view())
        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()
        .collect::<m![I % 16, K / 16], m![K % 16]>()
        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved);
    b.to_hbm(&mut ctx.tdma, 1 << 24)
}
