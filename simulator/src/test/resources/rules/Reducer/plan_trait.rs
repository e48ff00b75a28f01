// valid TRF::CAPACITY  (a trait's default methods run for two marker types: the weights, 8 rows of 256 bf16, fill the full TRF region; each plan places its operands by associated consts)
// invalid DM::OVERLAP: "    const B_AT: Address = Self::A_AT + (1 << 13);" => "    const B_AT: Address = Self::A_AT + (1 << 12);"  (High places b over the second half of a, which the product reads afterwards: only gemm_high breaks it)
// valid DM::OVERLAP: "    const OUT_AT: Address = Self::A_AT + (3 << 12);" => "    const OUT_AT: Address = Self::B_AT;"  (High's result lands on b, which the weights stage has already read into the TRF: nothing read afterwards is overwritten)
// valid DM::CAPACITY: "    const OUT_AT: Address = Self::A_AT + (3 << 12);" => "    const OUT_AT: Address = (1 << 19) - 256;"  (High's result, 16 × 8 bf16 = 256 bytes, ends at the last byte of the 512 KB DM)
// invalid DM::CAPACITY: "(1 << 19) - 256;" => "(1 << 19) - 248;"  (8 bytes past the DM)
// valid DMA::WRITE_ALIGN: "    const B_AT: Address = Self::A_AT + (1 << 13);" => "    const B_AT: Address = Self::A_AT + (1 << 13) + 8;"  (b copied to 73736, 8-byte aligned; the result placed over its last 8 bytes once it is read)
// invalid DMA::WRITE_ALIGN: "(1 << 13) + 8;" => "(1 << 13) + 4;"  (b copied to 73732: a multiple of its 2-byte element, but not of the DMA's 8 bytes: a warning of the book)
// valid Commit::ALIGN: "    const OUT_AT: Address = 3 << 12;" => "    const OUT_AT: Address = (3 << 12) + 8;"  (Low's product committed at 12296)
// invalid Commit::ALIGN: "(3 << 12) + 8;" => "(3 << 12) + 2;"  (Low's product committed at 12290, a multiple of the element but not of 8 bytes: a warning of the book)
// invalid TRF::LAYOUT: "            .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()\n            .collect::<m![J % 8, K / 16], m![K % 16]>()" => "            .fetch::<bf16, m![K / 16, J % 8], m![K % 16]>()\n            .collect::<m![K / 16, J % 8], m![K % 16]>()"  (the default method's Time starts with K / 16, not the Row J % 8: time_outer != Row, stream_tensor.rs:1165, for both plans)
// invalid StreamAdapter::COLLECT_FLITS: ".align::<m![I % 16, K / 32], m![K % 32], _, _>(w)" => ".align::<m![I % 16, K / 64], m![K % 32], _, _>(w)"  (OutTime of 128 over Time of 256 with a 2-flit packet, stream_tensor.rs:1244)
// invalid Aligner::PACKET: ".align::<m![I % 16, K / 32], m![K % 32], _, _>(w)" => ".align::<m![I % 16, K / 16], m![K % 16], _, _>(w)"  (16 bf16 = 32 bytes where the MAC takes 64, stream_tensor.rs:1215)
// invalid Type::ANNOTATION: "    let c = P::product(ctx, &a, &w);" => "    let c: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, I % 16]> = P::product(ctx, &a, &w);"  (the trait method returns m![I % 16, J % 8]: rustc compares the let's type with it)
// valid Type::ANNOTATION: "    let c = P::product(ctx, &a, &w);" => "    let c: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, J % 8]> = P::product(ctx, &a, &w);"  (the let names the method's return type)
// invalid Type::ANNOTATION: "    let w = P::weights(ctx, &b);" => "    let w: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K % 128]> = P::weights(ctx, &b);"  (the TRF tensor annotated with another element mapping than the default method returns)
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 128, K = 256];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16, J / 8];
type Row = m![J % 8];

/// Where a matmul plan places its operands and its result in DM; the two stages are shared.
trait Plan {
    const A_AT: Address;
    const B_AT: Address;
    const OUT_AT: Address;

    fn weights(
        ctx: &mut Context,
        b: &DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]>,
    ) -> TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> {
        ctx.sub
            .begin(b.view())
            .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
            .collect::<m![J % 8, K / 16], m![K % 16]>()
            .to_trf(TrfAddress::Full)
    }

    fn product(
        ctx: &mut Context,
        a: &DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]>,
        w: &TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]>,
    ) -> DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, J % 8]> {
        ctx.main
            .begin(a.view())
            .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()
            .collect::<m![I % 16, K / 16], m![K % 16]>()
            .align::<m![I % 16, K / 32], m![K % 32], _, _>(w)
            .contract::<m![1]>()
            .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)
            .cast::<bf16, m![J % 8 # 16]>()
            .commit(Self::OUT_AT)
    }
}

/// Operands at the bottom of DM.
struct Low;

/// Operands 64 KB up.
struct High;

impl Plan for Low {
    const A_AT: Address = 0;
    const B_AT: Address = 1 << 13;
    const OUT_AT: Address = 3 << 12;
}

impl Plan for High {
    const A_AT: Address = 1 << 16;
    const B_AT: Address = Self::A_AT + (1 << 13);
    const OUT_AT: Address = Self::A_AT + (3 << 12);
}

fn run<P: Plan>(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
    out: Address,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, P::A_AT);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, P::B_AT);
    let w = P::weights(ctx, &b);
    let c = P::product(ctx, &a, &w);
    c.to_hbm(&mut ctx.tdma, out)
}

#[device(chip = 1)]
fn gemm_low(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    run::<Low>(ctx, a, b, 2 << 20)
}

#[device(chip = 1)]
fn gemm_high(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    run::<High>(ctx, a, b, 4 << 20)
}
