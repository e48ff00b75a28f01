// valid StreamAdapter::COLLECT_FLITS  (the Stream Adapter joins 2 flits per packet: OutTime m![I % 16, K / 32] of 128 over Time m![I % 16, K / 16] of 256)
// invalid StreamAdapter::COLLECT_FLITS: ".align::<m![I % 16, K / 32], m![K % 32], _, _>(w)" => ".align::<m![I % 16, K / 64], m![K % 32], _, _>(w)"  (OutTime of 64 over Time of 256 in the helper both stages instantiate: 4 flits per packet, stream_tensor.rs:1244)
// valid StreamAdapter::COLLECT_FLITS: ".align::<m![I % 16, K / 32], m![K % 32], _, _>(w)" => ".align::<m![I % 16, K / 16], m![K % 16 # 32], _, _>(w)"  (one flit per packet, padded to the MAC's 64 bytes)
// valid Aligner::SLICE: "let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]>" => "let b: DmTensor<bf16, Chip, Cluster, m![I / 16, J / 8], m![J % 8, K]>"; "let w: TrfTensor<bf16, Chip, Cluster, Slice, Row" => "let w: TrfTensor<bf16, Chip, Cluster, m![I / 16, J / 8], Row"  (the weights' slices written out, the helper's WSlice inferred as the data's m![I / 16, J / 8])
// invalid Aligner::SLICE: "m![I / 16, J / 8], m![J % 8, K]>" => "m![J / 8, I / 16], m![J % 8, K]>"; "Cluster, m![I / 16, J / 8], Row" => "Cluster, m![J / 8, I / 16], Row"  (the weights spread J / 8 outermost where the data spreads I / 16: the where clause lets WSlice be any mapping, align's trf_tensor shares the stream's Slice, stream_tensor.rs:1205)
// invalid Mapping::WELL_FORMED: ".cast::<bf16, m![J % 8 # 16]>()" => ".cast::<bf16, m![J % 8 # 7]>()"  (a padding to 7 of the 8 positions of J % 8: no mapping of furiosa_mapping's m!)
// valid TrfSequencer::ALIGN64  (64-byte register reads of the TRF rows m![K], each K % 32 run starting every 64 bytes)
// invalid TrfSequencer::ALIGN64: "Row, m![K]>,\n) ->" => "Row, m![K / 32, K % 32 # 48]>,\n) ->"; "let w: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]>" => "let w: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K / 32, K % 32 # 48]>"; "        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()\n        .collect::<m![J % 8, K / 16], m![K % 16]>()\n        .to_trf" => "        .fetch::<bf16, m![J % 8, K / 32, K % 32 # 48 / 16], m![K % 32 # 48 % 16]>()\n        .collect::<m![J % 8, K / 32, K % 32 # 48 / 16], m![K % 32 # 48 % 16]>()\n        .to_trf"  (the weights staged with each 32-element run of K padded to 48: the helper's 64-byte register reads, but its TRF rows start every 96 bytes)
// valid TrfSequencer::PACKET: "axes![I = 256, J = 128, K = 256];" => "axes![I = 256, J = 128, K = 64];"  (a contraction over 64: the helper's OutPacket m![K % 32] reads 32 contiguous bf16 of the TRF row m![K])
// invalid TrfSequencer::PACKET + Kernel::UNMODELLED: "let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]>" => "let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K % 16, K / 16]>"; "Row, m![K]>,\n) ->" => "Row, m![K % 16, K / 16]>,\n) ->"; "let w: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]>" => "let w: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K % 16, K / 16]>"; "        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()\n        .collect::<m![J % 8, K / 16], m![K % 16]>()\n        .to_trf" => "        .fetch::<bf16, m![J % 8, K % 16 / 4], m![K % 4, K / 16]>()\n        .collect::<m![J % 8, K % 16 / 4], m![K % 4, K / 16]>()\n        .to_trf"  (the weights staged with K's 16 low values outermost in each row: the helper's OutPacket m![K % 32] is no contiguous run of the TRF element m![K % 16, K / 16], a rule of the book)
//! A bf16 matmul whose product is a const generic helper, `fn product<const STAGE: u64>`, each caller
//! instantiating it with the stage it commits: the DM places and the product's bytes are the associated
//! consts of a unit struct, the stage's address computed from them and the const parameter.

use furiosa_visa_std::prelude::*;

axes![I = 256, J = 128, K = 256];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16, J / 8];
type Row = m![J % 8];

/// Where the matmul places its operands and products in each slice's DM.
struct Places;

impl Places {
    const A_AT: Address = 0;
    const B_AT: Address = 1 << 13;
    const C_AT: Address = 3 << 12;
    /// The bytes of one product: 16 × 8 bf16.
    const C_BYTES: Address = 16 * 8 * 2;
    /// How a product accumulates over K.
    const KIND: AccumulationKind = AccumulationKind::Interleaved;
}

/// The product of `a` with the staged weights `w`, committed `STAGE` products past the first; the
/// weights' slices are a parameter of their own.
fn product<const STAGE: u64, WSlice>(
    ctx: &mut Context,
    a: &DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]>,
    w: &TrfTensor<bf16, Chip, Cluster, WSlice, Row, m![K]>,
) -> DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, J % 8]>
where
    WSlice: M,
{
    ctx.main
        .begin(a.view())
        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()
        .collect::<m![I % 16, K / 16], m![K % 16]>()
        .align::<m![I % 16, K / 32], m![K % 32], _, _>(w)
        .contract::<m![1]>()
        .accumulate::<m![I % 16], m![J % 8]>(Places::KIND)
        .cast::<bf16, m![J % 8 # 16]>()
        .commit(Places::C_AT + STAGE * Places::C_BYTES)
}

#[device(chip = 1)]
fn staged_gemm(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, Places::A_AT);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, Places::B_AT);

    let w: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
        .collect::<m![J % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);

    // Two stages, the second's product shadowing the first's.
    let c = product::<0, _>(ctx, &a, &w);
    let c = product::<1, _>(ctx, &a, &w);
    c.to_hbm(&mut ctx.tdma, 2 << 20)
}
