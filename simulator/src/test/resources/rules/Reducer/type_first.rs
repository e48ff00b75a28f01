// valid Reducer::TYPE  (i8 contracted into i32 in a helper with a const generic address)
// invalid Reducer::TYPE: "type D = i8;" => "type D = i16;"  (i16 has no ContractionCast, stream_tensor.rs:1587: rustc rejects the contract before the 64-byte i16 flits of the collects could panic)
// invalid Reducer::TYPE: "type D = i8;" => "type D = i32;"  (i32 has no ContractionCast; its 128-byte collects are never run)
// invalid Reducer::TYPE: "type D = i8;" => "type D = f32;"; "type Acc = i32;" => "type Acc = f32;"  (f32 has no ContractionCast)
// invalid Reducer::TYPE: "type D = i8;" => "type D = u8;"  (u8 has no ContractionCast: one byte, every stream check holds)
// valid Reducer::TYPE: "type D = i8;" => "type D = f8e4m3;"; "type Acc = i32;" => "type Acc = f32;"  (f8e4m3 contracted into f32)
// invalid Type::ANNOTATION: "type D = i8;" => "type D = f8e4m3;"  (f8e4m3 contracts into f32: project's tail is a DmTensor<f32, …> where it returns DmTensor<i32, …>)
// invalid Type::ANNOTATION: "type D = i8;" => "type D = bf16;"  (bf16 contracts into f32, a type mismatch rustc reports before the 64-byte bf16 flits could panic at the collect)
// invalid Aligner::TYPE + Reducer::TYPE: ".fetch::<D, m![I % 32, K / 32], m![K % 32]>()\n        .collect::<m![I % 32, K / 32], m![K % 32]>()\n        .align" => ".fetch::<i32, m![I % 32, K / 32], m![K % 32]>()\n        .collect::<m![I % 32, K / 32], m![K % 32]>()\n        .align"  (the i8 data widened to i32 by the fetch: the i8 TRF does not match, and i32 has no ContractionCast; the 128-byte collect never runs)
// invalid Reducer::SPATIAL_OUTPUT: ".contract::<m![1]>()" => ".contract::<m![K]>()"  (all 64 lanes kept: the temporal accumulator has 32 columns, stream_tensor.rs:1320)
// valid Reducer::CONTRACT: ".contract::<m![1]>()\n        .accumulate::<m![I % 32], m![J % 4 # 8]>" => ".contract::<m![1]>()\n        .accumulate::<m![I % 32], m![J % 4 # 8]>"  (a full reduction of the 64-lane packet)
// invalid Reducer::CONTRACT: ".contract::<m![1]>()" => ".contract::<m![K % 2]>()"  (K % 2 is no outer part of the packet K, stream_tensor.rs:1335)
// valid Reducer::CONTRACT: ".contract::<m![1]>()" => ".contract::<m![K / 2]>()"; ".accumulate::<m![I % 32], m![J % 4 # 8]>(AccumulationKind::Interleaved)\n        .commit(AT)" => ".accumulate::<m![I % 32, K / 2], m![J % 4 # 8]>(AccumulationKind::Interleaved)\n        .commit(AT)"; "m![I % 32, J % 4 # 8]> {" => "m![I % 32, K / 2, J % 4 # 8]> {"; "let c = project" => "let c: DmTensor<Acc, Chip, Cluster, Slice, m![I % 32, K / 2, J % 4 # 8]> = project"; "c.to_hbm(&mut ctx.tdma, 1 << 20)" => "let _ = c;\n    unsafe { HbmTensor::from_addr(1 << 20) }"  (pairs summed: 32 outputs, each kept in OutTime)
use furiosa_visa_std::prelude::*;

axes![I = 128, J = 256, K = 64];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 32, J / 4];
type D = i8;
type Acc = i32;

/// Loads the weights of the slice's 4 output columns into the TRF.
fn load_weights(
    ctx: &mut Context,
    b: &DmTensor<D, Chip, Cluster, Slice, m![J % 4, K]>,
) -> TrfTensor<D, Chip, Cluster, Slice, m![J % 4], m![K]> {
    ctx.sub
        .begin(b.view())
        .fetch::<D, m![J % 4, K / 32], m![K % 32]>()
        .collect::<m![J % 4, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full)
}

/// Multiplies the slice's 32 rows by the TRF and commits the sums at `AT`.
fn project<const AT: usize>(
    ctx: &mut Context,
    a: &DmTensor<D, Chip, Cluster, Slice, m![I % 32, K]>,
    w: &TrfTensor<D, Chip, Cluster, Slice, m![J % 4], m![K]>,
) -> DmTensor<Acc, Chip, Cluster, Slice, m![I % 32, J % 4 # 8]> {
    ctx.main
        .begin(a.view())
        .fetch::<D, m![I % 32, K / 32], m![K % 32]>()
        .collect::<m![I % 32, K / 32], m![K % 32]>()
        .align::<m![I % 32], m![K], _, _>(w)
        .contract::<m![1]>()
        .accumulate::<m![I % 32], m![J % 4 # 8]>(AccumulationKind::Interleaved)
        .commit(AT)
}

#[device(chip = 1)]
fn gemm(
    ctx: &mut Context,
    a: &HbmTensor<D, Chip, m![I, K]>,
    b: &HbmTensor<D, Chip, m![K, J]>,
) -> HbmTensor<Acc, Chip, m![I, J]> {
    let a: DmTensor<D, Chip, Cluster, Slice, m![I % 32, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<D, Chip, Cluster, Slice, m![J % 4, K]> = b.to_dm(&mut ctx.tdma, 1 << 13);
    let w = load_weights(ctx, &b);
    let c = project::<{ 1 << 14 }>(ctx, &a, &w);
    c.to_hbm(&mut ctx.tdma, 1 << 20)
}
