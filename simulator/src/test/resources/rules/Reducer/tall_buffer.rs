// valid Reducer::BUFFER  (Interleaved, the const KIND, over K / 32 with I % 128 inside it: 128 partial sums, all the buffer holds)
// invalid Reducer::BUFFER: "<bf16, m![I / 128, K / 32, I % 128, K / 16 % 2]" => "<bf16, m![K / 32, I, K / 16 % 2]"; "collect::<m![I / 128, K / 32, I % 128, K / 16 % 2]" => "collect::<m![K / 32, I, K / 16 % 2]"; "align::<m![I / 128, K / 32, I % 128]" => "align::<m![K / 32, I]"; "m![I / 128, I % 128], m![J % 8]" => "m![I], m![J % 8]"  (K / 32 outermost: all 256 rows wait inside it, 256 partial sums where 128 fit, stream_tensor.rs:1556)
// valid Type::ANNOTATION  (the const fn slot returns an Address, the u64 the const generic AT takes)
// invalid Type::ANNOTATION: "const fn slot(i: u64) -> Address {" => "const fn slot(i: usize) -> usize {"; "a.to_dm(&mut ctx.tdma, slot(0))" => "a.to_dm(&mut ctx.tdma, slot(0) as Address)"; "b.to_dm(&mut ctx.tdma, slot(2))" => "b.to_dm(&mut ctx.tdma, slot(2) as Address)"  (the const fn call gives a usize to the const AT: Address: rustc's mismatched types, never an address read silently)
// valid Type::ANNOTATION: "const fn slot(i: u64) -> Address {" => "const OUT: Address = 3 << 14;\n\nconst fn slot(i: u64) -> Address {"; "product::<{ slot(3) }>" => "product::<OUT>"  (a const of the parameter's own type)
// invalid Type::ANNOTATION: "const OUT: Address = 3 << 14;" => "const OUT: usize = 3 << 14;"  (a usize const given to the const AT: Address)
// invalid Type::ANNOTATION: "const OUT: Address = 3 << 14;" => "const OUT: u32 = 3 << 14;"  (a u32 const: no integer type converts implicitly)
// valid Type::ANNOTATION: "    let c = product::<{ slot(3) }>(ctx, &a, &w);" => "    let c = relay::<{ slot(3) }>(ctx, &a, &w);"; "#[device(chip = 1)]" => "/// Passes its own const OUT on to product.\nfn relay<const OUT: Address>(\n    ctx: &mut Context,\n    a: &DmTensor<bf16, Chip, Cluster, Slice, m![I, K]>,\n    w: &TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]>,\n) -> DmTensor<bf16, Chip, Cluster, Slice, m![I, J % 8]> {\n    product::<OUT>(ctx, a, w)\n}\n\n#[device(chip = 1)]"  (a helper passes its own const OUT: Address on to product's const AT: Address)
// invalid Type::ANNOTATION: "fn relay<const OUT: Address>(" => "fn relay<const OUT: usize>("; "relay::<{ slot(3) }>" => "relay::<{ 3 << 14 }>"  (relay's const OUT is a usize, passed on to product's const AT: Address: rustc's mismatched types at product::<OUT>)
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 128, K = 64];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![J / 8 # 256];
type Row = m![J % 8];

/// How the partial sums wait for the rest of K.
const KIND: AccumulationKind = AccumulationKind::Interleaved;

/// The DM address of the `i`-th 16 KB slot.
const fn slot(i: u64) -> Address {
    i << 14
}

/// Loads B's 8 columns of the slice as the TRF rows.
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

/// Multiplies all 256 rows of A by the weights, K / 32 outside I % 128: its partial sums wait for 128 rows.
fn product<const AT: Address>(
    ctx: &mut Context,
    a: &DmTensor<bf16, Chip, Cluster, Slice, m![I, K]>,
    w: &TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]>,
) -> DmTensor<bf16, Chip, Cluster, Slice, m![I, J % 8]> {
    ctx.main
        .begin(a.view())
        .fetch::<bf16, m![I / 128, K / 32, I % 128, K / 16 % 2], m![K % 16]>()
        .collect::<m![I / 128, K / 32, I % 128, K / 16 % 2], m![K % 16]>()
        .align::<m![I / 128, K / 32, I % 128], m![K % 32], _, _>(w)
        .contract::<m![1]>()
        .accumulate::<m![I / 128, I % 128], m![J % 8]>(KIND)
        .cast::<bf16, m![J % 8 # 16]>()
        .commit(AT)
}

#[device(chip = 1)]
fn tall_gemm(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I, K]> = a.to_dm(&mut ctx.tdma, slot(0));
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, slot(2));
    let w = weights(ctx, &b);
    let c = product::<{ slot(3) }>(ctx, &a, &w);
    c.to_hbm(&mut ctx.tdma, 2 << 20)
}
