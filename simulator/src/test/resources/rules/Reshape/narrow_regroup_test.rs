// valid Reshape::SIZE  (the reference crate's test style, tests/reshape_tests.rs: a #[tokio::test] host places random i32 rows with to_hbm, launches a 2-chip kernel that narrows them to i8 and renames Chip, Cluster, Slice and Element by a reshape, each level keeping its size and factor count, tensor.rs:122-123, and brings the result back)
// invalid Reshape::SIZE: "m![F, G]> = unsafe" => "m![F, G / 2]> = unsafe"  (an Element of 32 positions where m![A % 8, B % 8] has 64, tensor.rs:122)
// invalid Reshape::SIZE: "m![F, G]> = unsafe" => "m![F, G % 2, G / 2]> = unsafe"  (64 positions, but three factors where m![A % 8, B % 8] has two, tensor.rs:123)
// valid Reshape::SIZE: "m![F, G]> = unsafe" => "m![F / 2, F % 2, G]> = unsafe"  (F / 2 then F % 2 is the one factor F: still two factors of 64 positions)
// valid Reshape::SIZE: "m![F, G]> = unsafe" => "m![G, F]> = unsafe"; "to_host::<m![C, D, F, E, G]>" => "to_host::<m![C, D, G, E, F]>"  (the Element's two names swapped, the host reading G as the row: same sizes, same count)
// valid HBM::OVERLAP  (the input at 0x1000, 16 × 2048 i32 = 128 KB per chip; the output right after it at 0x21000)
// invalid HBM::OVERLAP: "const OUT_AT: Address = 0x21000;" => "const OUT_AT: Address = 0x20ff8;"  (the kernel writes its output over the last 8 bytes of the input it borrows, &HbmTensor: a rule of the book)
// invalid HBM::OVERLAP: "    let output = launch" => "    let _scratch = HostTensor::<i32, m![A, B]>::rand(&mut rng).to_hbm::<Chip, m![A % 16, B]>(&mut ctx.pdma, 0x20000).await;\n    let output = launch"  (the host places a second tensor over the input's last 4 KB before the launch, which reads the input afterwards)
// valid HBM::OVERLAP: "    let _got = output" => "    let _scratch = HostTensor::<i32, m![A, B]>::rand(&mut rng).to_hbm::<Chip, m![A % 16, B]>(&mut ctx.pdma, 0).await;\n    let _got = output"  (the second tensor placed over the input after the launch, when nothing reads the input again)
// valid Type::ANNOTATION: "input.to_hbm(&mut ctx.pdma, IN_AT)" => "input.to_hbm::<m![A / 16], m![A % 16, B]>(&mut ctx.pdma, IN_AT)"  (the host names the parameter's Chip and Element, memory_tensor.rs:146)
// invalid Type::ANNOTATION: "input.to_hbm::<m![A / 16], m![A % 16, B]>" => "input.to_hbm::<m![A / 16], m![B, A % 16]>"  (the host places the rows column-major, but narrow_regroup takes m![A % 16, B]: rustc's mismatched types at launch, runtime/mod.rs:187)
// invalid Type::ANNOTATION: "HostTensor::<i32, m![A, B]>::rand" => "HostTensor::<i16, m![A, B]>::rand"  (i16 rows passed to a kernel that takes i32: the launch is rustc's one error, the body typed against its signature)
// valid Host::COVERAGE  (the result brought back whole, in the input's A, B order)
// invalid Host::COVERAGE: "to_host::<m![C, D, F, E, G]>" => "to_host::<m![C, D, F, E, G / 2]>"  (the host tensor keeps every second G of 8: write_transpose's division fails, memory_tensor.rs:221, tensor_view.rs:63)
// valid Host::COVERAGE: "to_host::<m![C, D, F, E, G]>" => "to_host::<m![C, D, E, F, G]>"  (read back slice-major: every index the device tensor holds)
// valid DMA::ENGINE  (the host copies to HBM and back through ctx.pdma, memory_tensor.rs:146, 221)
// invalid DMA::ENGINE: "to_host::<m![C, D, F, E, G]>(&mut ctx.pdma)" => "to_host::<m![C, D, F, E, G]>(&mut ctx.tdma)"  (brought back through the tensor DMA: to_host takes DmaContext<{ Dma::Pcie }>, memory_tensor.rs:221)
// valid HBM::CAPACITY: "const IN_AT: Address = 0x1000;" => "const IN_AT: Address = 51539476480;"  (the input's 131072 bytes end at the last byte of the chip's 48 GB HBM)
// invalid HBM::CAPACITY: "51539476480;" => "51539476488;"  (8 bytes past it: a warning of the book)
// valid DMA::HBM_TO_DM_ALIGN: "const IN_AT: Address = 0x1000;" => "const IN_AT: Address = 0x1008;"; "const OUT_AT: Address = 0x21000;" => "const OUT_AT: Address = 0x21008;"  (the input at 4104, read to DM on the 8-byte grid)
// invalid DMA::HBM_TO_DM_ALIGN: "IN_AT: Address = 0x1008;" => "IN_AT: Address = 0x1004;"  (at 4100, a multiple of the i32 element: the host's write to HBM takes any byte, but the kernel's to_dm reads HBM off the 8-byte grid, moving-tensors/dma-engine.md:95)
// valid Chip::SIZE  (the kernel's Chip m![A / 16] has the device's 2 chips)
// invalid Chip::SIZE + Kernel::UNMODELLED: "#[device(chip = 2)]" => "#[device(chip = 4)]"  (the kernel's Chip m![A / 16] has 2 positions on a 4-chip device: a warning of the book, past which the simulator has no chips to lay the input on)
// valid Cast::PACKET  (8 i32 lanes narrowed to i8 and padded to one 32-byte flit, stream_tensor.rs:259)
// invalid Cast::PACKET: "m![B % 8 # 32]" => "m![B % 8 # 16]"  (16 i8 = 16 bytes out, stream_tensor.rs:259)
// valid Cast::TYPE: "cast::<i8, m![B % 8 # 32]>" => "cast::<i32, m![B % 8]>"; "let y: DmTensor<i8," => "let y: DmTensor<i32,"; "DmTensor<i8, m![C]" => "DmTensor<i32, m![C]"; "HbmTensor<i8, m![C]" => "HbmTensor<i32, m![C]"  (i32 kept as i32, the reference's Cast<D> for D, cast.rs:41)
// valid Commit::ALIGN: ".commit(0x4000)" => ".commit(0x4008)"  (the narrowed rows committed at 16392)
// invalid Commit::ALIGN: ".commit(0x4008)" => ".commit(0x4004)"  (at 16388: a warning of the book, moving-tensors/commit-engine.md)
// valid Layout::INJECTIVE: "    let y: DmTensor" => "    let _cols: DmTensor<i32, Chip, Cluster, Slice, m![B % 8, A % 8]> = x.to_dm(&mut ctx.tdma, 0x8000);\n    let y: DmTensor"  (a second copy of the rows, each slice's lanes column by column, memory_tensor.rs:273)
// invalid Layout::INJECTIVE: "m![B % 8, A % 8]> = x" => "m![B % 8, A % 8, B % 2]> = x"  (the copy stores B % 2 twice per slice, in B % 8 and again: a warning of the book)
// valid Element::SIZE: "F = 8, G = 8];" => "F = 8, G = 8, H = 2048];"; "    regrouped.to_hbm(&mut ctx.tdma, OUT_AT)\n" => "    let out = regrouped.to_hbm(&mut ctx.tdma, OUT_AT);\n    let _wide: DmTensor<i32, Chip, Cluster, Slice, m![A % 8, B % 8, H]> = x.to_dm(&mut ctx.tdma, 0);\n    out\n"  (after the last DM read, the rows broadcast over H: 64 × 2048 i32 = 524288 bytes, one slice's whole DM)
// invalid Element::SIZE: "H = 2048];" => "H = 2049];"  (64 × 2049 i32 = 524544 bytes: more than a slice's DM)
//! A host test of a two-chip kernel, written as the reference crate writes its tests
//! (tests/reshape_tests.rs, tests/tile_test.rs): random i32 rows placed in HBM by the host, each chip
//! narrowing its rows to i8 through the Cast Engine, the result's chips, clusters, slices and elements
//! renamed by a reshape, and the result brought back in the input's A, B order.

use furiosa_visa_std::prelude::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;

axes![A = 32, B = 2048, C = 2, D = 2, E = 256, F = 8, G = 8];

type Chip = m![A / 16];
type Cluster = m![A / 8 % 2];
type Slice = m![B / 8];

/// Where the host places the rows, per chip (16 × 2048 i32 = 128 KB).
const IN_AT: Address = 0x1000;
/// Where the kernel writes the narrowed rows, per chip (16 × 2048 i8 = 32 KB).
const OUT_AT: Address = 0x21000;

#[device(chip = 2)]
fn narrow_regroup(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A % 16, B]>) -> HbmTensor<i8, m![C], m![D, E, F, G]> {
    let x_dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8, B % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let y: DmTensor<i8, Chip, Cluster, Slice, m![A % 8, B % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![A % 8], m![B % 8]>()
        .collect::<m![A % 8], m![B % 8]>()
        .cast::<i8, m![B % 8 # 32]>()
        .commit(0x4000);
    let regrouped: DmTensor<i8, m![C], m![D], m![E], m![F, G]> = unsafe { y.reshape() };
    regrouped.to_hbm(&mut ctx.tdma, OUT_AT)
}

#[tokio::test]
async fn test_narrow_regroup() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(27);

    let input = HostTensor::<i32, m![A, B]>::rand(&mut rng);
    let input_hbm = input.to_hbm(&mut ctx.pdma, IN_AT).await;

    let output = launch(narrow_regroup, (&mut *ctx, &input_hbm)).await;

    // C, D and F name A's chip, cluster and row bits, E and G B's slice and lane: read back in A, B order,
    // each value the input's `as i8`.
    let _got = output.to_host::<m![C, D, F, E, G]>(&mut ctx.pdma).await;
}
