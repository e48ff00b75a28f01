// valid Reducer::TYPE  (i8 contracted into i32)
// invalid Reducer::TYPE: "type D = i8;" => "type D = u8;"  (u8 has no ContractionCast, cast.rs:123: the TRF takes it, the contraction does not)
// valid Reducer::TYPE: "type D = i8;" => "type D = f8e4m3;"; "type Acc = i32;" => "type Acc = f32;"  (f8e4m3 contracted into f32)
// valid Reducer::BUFFER  (Interleaved: the 64 positions of I % 64 inside the reduced K / 64 fit 128)
// invalid Reducer::BUFFER: ".accumulate::<m![I % 64], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 64, J % 8], m![1 # 8]>(AccumulationKind::Sequential)"  (Sequential, its OutTime [I % 64, Row]: 64 × 8 partial sums where 32 fit, stream_tensor.rs:1566)
// valid Reducer::BUFFER: ".fetch::<D, m![K / 64, I % 64, K / 32 % 2], m![K % 32]>()\n        .collect::<m![K / 64, I % 64, K / 32 % 2], m![K % 32]>()\n        .align::<m![K / 64, I % 64], m![K % 64], _, _>(&w)" => ".fetch::<D, m![I % 64 / 4, K / 64, I % 4, K / 32 % 2], m![K % 32]>()\n        .collect::<m![I % 64 / 4, K / 64, I % 4, K / 32 % 2], m![K % 32]>()\n        .align::<m![I % 64 / 4, K / 64, I % 4], m![K % 64], _, _>(&w)"; ".accumulate::<m![I % 64], m![J % 8]>(AccumulationKind::Interleaved)" => ".accumulate::<m![I % 64 / 4, I % 4, J % 8], m![1 # 8]>(AccumulationKind::Sequential)"; "m![I % 64, J % 8]> = ctx" => "m![I % 64, J % 8, 1 # 2]> = ctx"  (Sequential, OutTime [Time', Row]: I % 4 inside the reduced K / 64 and the 8 rows, 4 × 8 = 32 partial sums, the most, stream_tensor.rs:1566)
// invalid Reducer::BUFFER: "I % 64 / 4, K / 64, I % 4, K / 32 % 2], m![K % 32]>()\n        .collect::<m![I % 64 / 4, K / 64, I % 4, K / 32 % 2]" => "I % 64 / 8, K / 64, I % 8, K / 32 % 2], m![K % 32]>()\n        .collect::<m![I % 64 / 8, K / 64, I % 8, K / 32 % 2]"; ".align::<m![I % 64 / 4, K / 64, I % 4]" => ".align::<m![I % 64 / 8, K / 64, I % 8]"; ".accumulate::<m![I % 64 / 4, I % 4, J % 8]" => ".accumulate::<m![I % 64 / 8, I % 8, J % 8]"  (I % 8 inside K / 64: 8 × 8 = 64 partial sums)
// valid Aligner::TYPE  (the data and the weights are both D)
// invalid Aligner::TYPE + Reducer::TYPE: "    a: &HbmTensor<D, Chip, m![I, K]>," => "    a: &HbmTensor<u8, Chip, m![I, K]>,"; "let a: DmTensor<D," => "let a: DmTensor<u8,"; ".fetch::<D, m![K / 64, I % 64, K / 32 % 2], m![K % 32]>()" => ".fetch::<u8, m![K / 64, I % 64, K / 32 % 2], m![K % 32]>()"  (u8 data aligned with an i8 TRF; rustc types the pair u8, the data's type, and u8 has no ContractionCast: both are reported)
// valid Aligner::PACKET  (64 i8 per aligned packet, two flits joined)
// invalid Aligner::PACKET: ".align::<m![K / 64, I % 64], m![K % 64], _, _>" => ".align::<m![K / 64, I % 64, K / 32 % 2], m![K % 32], _, _>"  (32 i8 = 32 bytes, stream_tensor.rs:1215)
// valid StreamAdapter::COLLECT_FLITS  (two consecutive flits, K / 32 % 2 innermost in Time, joined into one packet)
// invalid Aligner::STREAM_ADAPTER: ".fetch::<D, m![K / 64, I % 64, K / 32 % 2], m![K % 32]>()\n        .collect::<m![K / 64, I % 64, K / 32 % 2], m![K % 32]>()" => ".fetch::<D, m![K / 32 % 2, K / 64, I % 64], m![K % 32]>()\n        .collect::<m![K / 32 % 2, K / 64, I % 64], m![K % 32]>()"  (the two halves of a packet 2048 time steps apart: not the inner flits of OutPacket)
// valid TRF::LIVE: "let w = load_weights(ctx, &b, TrfAddress::Full);" => "let w = load_weights(ctx, &b, TrfAddress::FirstHalf);\n    let next = load_weights(ctx, &b, TrfAddress::SecondHalf);"  (the next weights staged in the other half while w is still to be read)
// invalid TRF::LIVE: "TrfAddress::SecondHalf" => "TrfAddress::FirstHalf"  (the next weights written over w's half before the align reads w)
// invalid TRF::LIVE: "TrfAddress::SecondHalf" => "TrfAddress::Full"  (the next weights written over the whole TRF, w's half with it)
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 512, K = 128];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 64, J / 8];
type Row = m![J % 8];
type D = i8;
type Acc = i32;

const A_AT: usize = 0;
const B_AT: usize = 1 << 14;
const C_AT: usize = 1 << 15;

/// Loads the weights into the TRF, one row per output column of the slice.
fn load_weights(
    ctx: &mut Context,
    b: &DmTensor<D, Chip, Cluster, Slice, m![J % 8, K]>,
    at: TrfAddress,
) -> TrfTensor<D, Chip, Cluster, Slice, Row, m![K]> {
    ctx.sub
        .begin(b.view())
        .fetch::<D, m![J % 8, K / 32], m![K % 32]>()
        .collect::<m![J % 8, K / 32], m![K % 32]>()
        .to_trf(at)
}

#[device(chip = 1)]
fn gemm_k_outer(
    ctx: &mut Context,
    a: &HbmTensor<D, Chip, m![I, K]>,
    b: &HbmTensor<D, Chip, m![K, J]>,
) -> HbmTensor<Acc, Chip, m![I, J]> {
    let a: DmTensor<D, Chip, Cluster, Slice, m![I % 64, K]> = a.to_dm(&mut ctx.tdma, A_AT);
    let b: DmTensor<D, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, B_AT);
    let w = load_weights(ctx, &b, TrfAddress::Full);

    // K outermost: each output row's partial sums wait in the accumulation buffer
    let c: DmTensor<Acc, Chip, Cluster, Slice, m![I % 64, J % 8]> = ctx
        .main
        .begin(a.view())
        .fetch::<D, m![K / 64, I % 64, K / 32 % 2], m![K % 32]>()
        .collect::<m![K / 64, I % 64, K / 32 % 2], m![K % 32]>()
        .align::<m![K / 64, I % 64], m![K % 64], _, _>(&w)
        .contract::<m![1]>()
        .accumulate::<m![I % 64], m![J % 8]>(AccumulationKind::Interleaved)
        .commit(C_AT);

    c.to_hbm(&mut ctx.tdma, 2 << 20)
}
