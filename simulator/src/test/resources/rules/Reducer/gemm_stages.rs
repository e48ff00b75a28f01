// valid TRF::LAYOUT  (a bf16 GEMM of 256 × 256 by 256 × 128, 16 rows of I and 8 columns of J a slice, B's 8 J rows in the TRF)
// invalid TRF::LAYOUT: "type Row = m![J % 8];" => "type Row = m![J % 4];"  (4 TRF rows of J % 4 where the stream's Time starts with J % 8: its outer 4 positions are J % 8 / 2, stream_tensor.rs:1165)
// invalid Row::SIZE: "type Row = m![J % 8];" => "type Row = m![J % 8 # 16];"  (16 TRF rows: to_trf takes 1, 2, 4 or 8, stream_tensor.rs:1131)
// valid Aligner::PACKET  (OutPacket K % 32: 32 bf16, 64 bytes)
// invalid Aligner::PACKET: ".align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)" => ".align::<m![I % 16, K / 16], m![K % 16], _, _>(&b_trf)"  (OutPacket of the collected flit alone, K % 16: 32 bytes, not 64, stream_tensor.rs:1215)
// valid Reducer::CONTRACT  (contract to one lane: the whole 32-wide packet summed)
// invalid Reducer::CONTRACT: ".contract::<m![1]>()" => ".contract::<m![K % 8]>()"  (K % 8 is no outer part of the packet K % 32: a tree reduces the inner lanes, keeping K % 32 / 2^d, stream_tensor.rs:1335)
// invalid Reducer::CONTRACT: ".contract::<m![1]>()" => ".contract::<m![X]>()"; "K = 256]" => "K = 256, X = 6]"  (an OutPacket of 6 lanes: not a power of two, stream_tensor.rs:1326)
// valid Cast::PACKET  (8 f32 accumulated lanes narrowed to bf16 and padded to 16: one flit)
// invalid Cast::PACKET: ".cast::<bf16, m![J % 8 # 16]>()" => ".cast::<bf16, m![J % 8 # 32]>()"  (32 bf16, 64 bytes out, stream_tensor.rs:259)
// invalid Cast::LAYOUT: ".cast::<bf16, m![J % 8 # 16]>()" => ".cast::<bf16, m![J % 4 # 16]>()"  (half the lanes, stream_tensor.rs:265)
// valid Commit::LAYOUT  (c's rows are I % 16, the accumulator's Time, each of 8 J)
// invalid Commit::LAYOUT: "DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, J % 8]>" => "DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, I % 16]>"  (c stored J-major: its packet would be I % 16 / 2 and its Time J % 8 and I % 16 / 8, no transposition of Time I % 16, stream_tensor.rs:1703)
// valid DM::OVERLAP  (a takes 16 × 256 bf16, 8192 bytes, so b starts at 1 << 13)
// invalid DM::OVERLAP: "b.to_dm(&mut ctx.tdma, 1 << 13)" => "b.to_dm(&mut ctx.tdma, 1 << 12)"  (b at 4096, inside a's 8192 bytes, and a is fetched after b is written)
// valid Reducer::ACCUMULATE_LAYOUT  (Interleaved: OutPacket the 8 TRF rows, OutTime I % 16 with K / 32 accumulated away)
// invalid Reducer::ACCUMULATE_LAYOUT: ".accumulate::<m![I % 16], m![J % 8]>" => ".accumulate::<m![I % 16], m![J % 8 # 16]>"  (an OutPacket of 16: the accumulator gives 8, stream_tensor.rs:1362)
// invalid Reducer::ACCUMULATE_LAYOUT: "(AccumulationKind::Interleaved)" => "(AccumulationKind::Sequential)"  (the Interleaved shapes accumulated Sequential: its OutPacket is the contracted packet padded to 8, not the rows, stream_tensor.rs:1431)
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
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 13);

    let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
        .collect::<m![J % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);

    let c: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, J % 8]> = ctx
        .main
        .begin(a.view())
        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()
        .collect::<m![I % 16, K / 16], m![K % 16]>()
        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![J % 8 # 16]>()
        .commit(3 << 12);

    c.to_hbm(&mut ctx.tdma, 2 << 20)
}
