// valid Aligner::PACKET  (the aligned packet is 64 bytes)
// invalid Aligner::PACKET: "32], m![K % 32" => "16], m![K % 16"  (an aligned packet of 16 bf16 = 32 bytes)
// valid Aligner::STREAM_ADAPTER  (the Stream Adapter keeps Time's order)
// invalid Aligner::STREAM_ADAPTER: "I % 16, K / 32" => "K / 32, I % 16"  (OutTime puts K / 32 before I % 16)
// valid Aligner::TYPE: "        .commit(3 << 12);\n\n" => "        .commit(3 << 12);\n\n    let p = ctx\n        .main\n        .begin(a.view())\n        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()\n        .collect::<m![I % 16, K / 16], m![K % 16]>()\n        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)\n        .contract::<m![1]>();\n"  (bf16 data with the bf16 TRF)
// invalid Aligner::TYPE: "        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()\n        .collect::<m![I % 16, K / 16], m![K % 16]>()\n        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)\n        .contract::<m![1]>();\n" => "        .fetch::<f32, m![I % 16, K / 8], m![K % 8]>()\n        .collect::<m![I % 16, K / 8], m![K % 8]>()\n        .align::<m![I % 16, K / 16], m![K % 16], _, _>(&b_trf);\n"  (f32 data (bf16 widened by the fetch) with the bf16 TRF)
// valid Cast::LAYOUT  (the cast packet is the input packet padded to one flit)
// invalid Cast::LAYOUT: ".cast::<bf16, m![J % 8" => ".cast::<bf16, m![J % 4"  (the cast packet drops J % 8 / 4)
// valid Cast::PACKET  (a cast gives one 32-byte flit)
// invalid Cast::PACKET: "8 # 16" => "8"  (a cast to 8 bf16 = 16 bytes)
// valid Cast::TYPE  (the Cast Engine converts f32 to bf16)
// invalid Cast::TYPE: "bf16, m![J % 8 # 16" => "i8, m![J % 8 # 32"  (a cast of f32 to i8)
// valid Cast::TYPE: "bf16, m![J % 8 # 16" => "f32, m![J % 8"; "let c: DmTensor<bf16" => "let c: DmTensor<f32"; ") -> HbmTensor<bf16" => ") -> HbmTensor<f32"  (a cast of f32 to f32: the reference's Cast<D> for D)
// valid Reducer::ACCUMULATE_LAYOUT  (accumulate keeps Time's order)
// invalid Reducer::ACCUMULATE_LAYOUT: "I % 16], m![J % 8" => "J % 8], m![I % 16"  (OutTime and OutPacket swapped)
// valid Reducer::CONTRACT: "        .commit(3 << 12);\n\n" => "        .commit(3 << 12);\n\n    let p = ctx\n        .main\n        .begin(a.view())\n        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()\n        .collect::<m![I % 16, K / 16], m![K % 16]>()\n        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)\n        .contract::<m![K % 32 / 2]>();\n"  (pairs summed: OutPacket K % 32 / 2)
// invalid Reducer::CONTRACT: "32 / 2" => "16"  (OutPacket K % 16 is no tree reduction of K % 32)
// valid Reducer::SPATIAL_OUTPUT: "        .commit(3 << 12);\n\n" => "        .commit(3 << 12);\n\n    let p = ctx\n        .main\n        .begin(a.view())\n        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()\n        .collect::<m![I % 16, K / 16], m![K % 16]>()\n        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)\n        .contract::<m![K % 32]>();\n"  (contract keeping the 32 packet elements)
// invalid Reducer::SPATIAL_OUTPUT: ".contract::<m![K % 32" => ".contract::<m![K % 32 # 64"  (contract to 64 outputs)
// valid Row::DIVIDES_TIME: "        .commit(3 << 12);\n\n" => "        .commit(3 << 12);\n\n    let t: TrfTensor<bf16, Chip, Cluster, Slice, m![J % 8 / 2], m![J % 2, K % 16]> = ctx\n        .sub\n        .begin(b.view())\n        .fetch::<bf16, m![J % 8], m![K % 16]>()\n        .collect::<m![J % 8], m![K % 16]>()\n        .to_trf(TrfAddress::SecondHalf);\n"  (Row::SIZE 4 divides Time::SIZE 8)
// invalid Row::DIVIDES_TIME: "2, K % 16" => "2, K % 8"; "        .fetch::<bf16, m![J % 8], m![K % 16]>()\n        .collect::<m![J % 8], m![K % 16]>()\n" => "        .fetch::<bf16, m![J % 8 / 2 # 6], m![J % 2, K % 8]>()\n        .collect::<m![J % 8 / 2 # 6], m![J % 2, K % 8]>()\n"  (Row::SIZE 4 does not divide Time::SIZE 6)
// valid Row::SIZE: "        .commit(3 << 12);\n\n" => "        .commit(3 << 12);\n\n    let t: TrfTensor<bf16, Chip, Cluster, Slice, m![J % 8], m![K % 16]> = ctx\n        .sub\n        .begin(b.view())\n        .fetch::<bf16, m![J % 8], m![K % 16]>()\n        .collect::<m![J % 8], m![K % 16]>()\n        .to_trf(TrfAddress::SecondHalf);\n"  (Row::SIZE 8)
// invalid Row::SIZE: "TrfTensor<bf16, Chip, Cluster, Slice, m![J % 8" => "TrfTensor<bf16, Chip, Cluster, Slice, m![J % 8 # 16"; "        .fetch::<bf16, m![J % 8], m![K % 16]>()\n        .collect::<m![J % 8], m![K % 16]>()\n" => "        .fetch::<bf16, m![J % 8 # 16], m![K % 16]>()\n        .collect::<m![J % 8 # 16], m![K % 16]>()\n"  (Row::SIZE 16)
// valid Row::TIME: "        .commit(3 << 12);\n\n" => "        .commit(3 << 12);\n\n    let t: TrfTensor<bf16, Chip, Cluster, Slice, m![J % 4 / 2], m![J % 2, K % 8]> = ctx\n        .sub\n        .begin(b.view())\n        .fetch::<bf16, m![J % 4 / 2], m![J % 2, K % 8]>()\n        .collect::<m![J % 4 / 2], m![J % 2, K % 8]>()\n        .to_trf(TrfAddress::SecondHalf);\n"  (Row::SIZE 2 = Time::SIZE 2)
// invalid Row::TIME: "Slice, m![J % 4 / 2], m![J % 2, K" => "Slice, m![J % 4], m![K"  (Row::SIZE 4 > Time::SIZE 2 ([Row, Element] is still [Time, Packet] as a whole))
// valid StreamAdapter::COLLECT_FLITS  (the Stream Adapter joins 1 or 2 flits)
// invalid StreamAdapter::COLLECT_FLITS: "/ 32" => "/ 64"  (OutTime of 64 over Time of 256: 4 flits per packet)
// valid TRF::CAPACITY: "K = 256" => "K = 4096"; "<< 13" => "<< 17"; "<< 12" => "<< 17"  (4096 bf16 = 8192 bytes per Row in TrfAddress::Full)
// invalid TRF::CAPACITY: "Full" => "FirstHalf"  (4096 bf16 = 8192 bytes per Row in TrfAddress::FirstHalf (4096))
// valid TRF::LAYOUT: "        .commit(3 << 12);\n\n" => "        .commit(3 << 12);\n\n    let t: TrfTensor<bf16, Chip, Cluster, Slice, m![J % 8], m![K % 16]> = ctx\n        .sub\n        .begin(b.view())\n        .fetch::<bf16, m![J % 8], m![K % 16]>()\n        .collect::<m![J % 8], m![K % 16]>()\n        .to_trf(TrfAddress::SecondHalf);\n"  ([J % 8] × [K % 16] written as Row × Element)
// invalid TRF::LAYOUT: "Slice, m![J % 8], m![K % 16" => "Slice, m![J % 8], m![K % 2, K % 16 / 2"  (the Element swaps the two parts of K % 16)
// valid TRF::LIVE: "        .commit(3 << 12);\n\n" => "        .commit(3 << 12);\n\n    let t2: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx\n        .sub\n        .begin(b.view())\n        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()\n        .collect::<m![J % 8, K / 16], m![K % 16]>()\n        .to_trf(TrfAddress::FirstHalf);\n"  (t2 overwrites the first half after b_trf was read)
// invalid TRF::LIVE: "        .to_trf(TrfAddress::Full);\n\n" => "        .to_trf(TrfAddress::Full);\n\n    let t2: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx\n        .sub\n        .begin(b.view())\n        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()\n        .collect::<m![J % 8, K / 16], m![K % 16]>()\n        .to_trf(TrfAddress::FirstHalf);\n\n"; "        .commit(3 << 12);\n\n    let t2: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx\n        .sub\n        .begin(b.view())\n        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()\n        .collect::<m![J % 8, K / 16], m![K % 16]>()\n        .to_trf(TrfAddress::FirstHalf);\n" => "        .commit(3 << 12);\n\n"  (t2 overwrites the first half before b_trf is read)
// valid TRF::LAYOUT: "        .commit(3 << 12);\n\n" => "        .commit(3 << 12);\n\n    let t: TrfTensor<f32, Chip, Cluster, Slice, m![J % 8], m![K % 8]> = ctx\n        .sub\n        .begin(b.view())\n        .fetch::<f32, m![J % 8], m![K % 8]>()\n        .collect::<m![J % 8], m![K % 8]>()\n        .to_trf(TrfAddress::SecondHalf);\n"  (an f32 TRF tensor (bf16 widened by the fetch): the reference's to_trf takes any Scalar, only contract wants i8 or bf16)
// valid Reducer::TYPE  (a bf16 contraction)
// invalid Reducer::TYPE: "        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()\n        .collect::<m![J % 8, K / 16], m![K % 16]>()\n" => "        .fetch::<f32, m![J % 8, K / 8], m![K % 8]>()\n        .collect::<m![J % 8, K / 8], m![K % 8]>()\n"; "TrfTensor<bf16" => "TrfTensor<f32"; "        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()\n        .collect::<m![I % 16, K / 16], m![K % 16]>()\n        .align::<m![I % 16, K / 32], m![K % 32], _, _>" => "        .fetch::<f32, m![I % 16, K / 8], m![K % 8]>()\n        .collect::<m![I % 16, K / 8], m![K % 8]>()\n        .align::<m![I % 16, K / 16], m![K % 16], _, _>"  (an f32 contraction: f32 is no ContractionCast type)
// valid TrfSequencer::ALIGN64: "K = 256" => "K = 64"  (a 64-byte register read, the TRF rows of K % 32 start every 64 bytes)
// invalid TrfSequencer::ALIGN64: "Row, m![K" => "Row, m![K / 32, K % 32 # 48"; "        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()\n        .collect::<m![J % 8, K / 16], m![K % 16]>()\n" => "        .fetch::<bf16, m![J % 8, K / 32, K % 32 # 48 / 16], m![K % 32 # 48 % 16]>()\n        .collect::<m![J % 8, K / 32, K % 32 # 48 / 16], m![K % 32 # 48 % 16]>()\n"  (a 64-byte register read, but the TRF rows of K % 32 # 48 start every 96 bytes)
// valid TrfSequencer::PACKET: "K = 256" => "K = 64"  (OutPacket m![K % 32] reads 32 contiguous elements of the TRF element m![K])
// invalid TrfSequencer::PACKET + Kernel::UNMODELLED: "    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 13);\n\n    let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx\n" => "    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K % 16, K / 16]> = b.to_dm(&mut ctx.tdma, 1 << 13);\n\n    let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K % 16, K / 16]> = ctx\n"; "        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()\n        .collect::<m![J % 8, K / 16], m![K % 16]>()\n" => "        .fetch::<bf16, m![J % 8, K % 16 / 4], m![K % 4, K / 16]>()\n        .collect::<m![J % 8, K % 16 / 4], m![K % 4, K / 16]>()\n"  (OutPacket m![K % 32] over the TRF element m![K % 16, K / 16] is not one contiguous read)
// valid TrfSequencer::REG_READ_SIZE: "K = 256" => "K = 16"; "        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()\n        .collect::<m![J % 8, K / 16], m![K % 16]>()\n" => "        .fetch::<bf16, m![J % 8], m![K]>()\n        .collect::<m![J % 8], m![K]>()\n"; "        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()\n        .collect::<m![I % 16, K / 16], m![K % 16]>()\n        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)\n        .contract::<m![1]>()\n        .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)\n" => "        .fetch::<bf16, m![I % 16 / 2, I % 2], m![K]>()\n        .collect::<m![I % 16 / 2, I % 2], m![K]>()\n        .align::<m![I % 16 / 2], m![I % 2, K], _, _>(&b_trf)\n        .contract::<m![I % 2]>()\n        .accumulate::<m![I % 16 / 2, I % 2], m![J % 8]>(AccumulationKind::Interleaved)\n"  (OutPacket m![I % 2, K] reads 16 contiguous bf16 of each TRF row, 32 bytes)
// valid TrfSequencer::REG_READ_SIZE: "K = 256" => "K = 48"; "        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()\n        .collect::<m![I % 16, K / 16], m![K % 16]>()\n        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)\n        .contract::<m![1]>()\n        .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)\n" => "        .fetch::<bf16, m![I % 16 / 2, K / 16, I % 2], m![K % 16]>()\n        .collect::<m![I % 16 / 2, K / 16, I % 2], m![K % 16]>()\n        .align::<m![I % 16 / 2, K / 16], m![I % 2, K % 16], _, _>(&b_trf)\n        .contract::<m![I % 2]>()\n        .accumulate::<m![I % 16 / 2, I % 2], m![J % 8]>(AccumulationKind::Interleaved)\n"  (OutPacket m![I % 2, K % 16] reads 16 contiguous bf16 of each TRF row m![K]: 32 bytes)
// invalid TrfSequencer::REG_READ_SIZE + Kernel::UNMODELLED: "        .fetch::<bf16, m![I % 16 / 2, K / 16, I % 2], m![K % 16]>()\n        .collect::<m![I % 16 / 2, K / 16, I % 2], m![K % 16]>()\n        .align::<m![I % 16 / 2, K / 16], m![I % 2, K % 16], _, _>(&b_trf)\n" => "        .fetch::<bf16, m![I % 16 / 2, K / 12, I % 2], m![K % 12 # 16]>()\n        .collect::<m![I % 16 / 2, K / 12, I % 2], m![K % 12 # 16]>()\n        .align::<m![I % 16 / 2, K / 12], m![I % 2, K % 12 # 16], _, _>(&b_trf)\n"  (OutPacket m![I % 2, K % 12 # 16] shares only 12 contiguous bf16 with the TRF row m![K], 24 bytes: no power of two)
// valid TrfSequencer::REG_READ_SIZE: "K = 256" => "K = 12"; "    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);\n    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 13);\n\n    let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx\n" => "    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K # 16]> = a.to_dm(&mut ctx.tdma, 0);\n    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K # 16]> = b.to_dm(&mut ctx.tdma, 1 << 13);\n\n    let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K # 16]> = ctx\n"; "        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()\n        .collect::<m![J % 8, K / 16], m![K % 16]>()\n" => "        .fetch::<bf16, m![J % 8], m![K # 16]>()\n        .collect::<m![J % 8], m![K # 16]>()\n"; "        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()\n        .collect::<m![I % 16, K / 16], m![K % 16]>()\n        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)\n        .contract::<m![1]>()\n        .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)\n" => "        .fetch::<bf16, m![I % 16 / 2, I % 2], m![K # 16]>()\n        .collect::<m![I % 16 / 2, I % 2], m![K # 16]>()\n        .align::<m![I % 16 / 2], m![I % 2, K # 16], _, _>(&b_trf)\n        .contract::<m![I % 2]>()\n        .accumulate::<m![I % 16 / 2, I % 2], m![J % 8]>(AccumulationKind::Interleaved)\n"  (a padded TRF row m![K # 16], K = 12, read as K # 16: one 16-element run, 32 bytes, its padding included)
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
