// valid TRF::LIVE  (the reference crate's own style, transformer/: an inline axes module with an axis imported under another name, pub(crate) stage helpers in a nested module, a const array of workspace addresses walked by .iter().enumerate(), the last product written through the caller's &mut HbmTensor; the weights staged once in the TRF's first half, read by each product)
// valid TRF::LIVE: "        let c = gemm::product(ctx, &a_dm, &w, *addr);" => "        let _spare = gemm::weights(ctx, &b_dm, TrfAddress::SecondHalf);\n        let c = gemm::product(ctx, &a_dm, &w, *addr);"  (each iteration restages the weights in the other half, memory_tensor.rs:38-42: the first half is never written again)
// invalid TRF::LIVE: "gemm::weights(ctx, &b_dm, TrfAddress::SecondHalf);" => "gemm::weights(ctx, &b_dm, TrfAddress::Full);"  (the whole TRF, the first half included, written before the product reads w: a rule of the book)
// valid TRF::LIVE: "            c.view().to_hbm_view(&mut ctx.tdma, out.view_mut());\n" => "            c.view().to_hbm_view(&mut ctx.tdma, out.view_mut());\n            let _next = gemm::weights(ctx, &b_dm, TrfAddress::FirstHalf);\n"  (the first half restaged after the last product that reads w)
// invalid TRF::LIVE: "        if g + 1 == PRODUCT_SRAM_ADDRS.len() {\n" => "        if g == 0 {\n            let _next = gemm::weights(ctx, &b_dm, TrfAddress::FirstHalf);\n        }\n        if g + 1 == PRODUCT_SRAM_ADDRS.len() {\n"  (the first iteration restages the first half: the next two products read w over it)
// valid DM::OVERLAP: "[0x3000, 0x3100, 0x3200]" => "[0x3000, 0x3100, 0x1f00]"  (the last workspace lies over a's last 256 bytes, but no product reads a afterwards)
// invalid DM::OVERLAP: "[0x3000, 0x3100, 0x1f00]" => "[0x3000, 0x1f00, 0x3100]"  (the second product lies over a, which the third reads afterwards: a rule of the book)
// valid DM::CAPACITY: "[0x3000, 0x3100, 0x3200]" => "[0x3000, 0x3100, 0x7ff00]"  (the last product, 16 × 8 bf16 = 256 bytes, ends at the last byte of the 512 KB DM)
// invalid DM::CAPACITY: "0x7ff00]" => "0x7ff08]"  (the last product ends 8 bytes past the DM)
// valid Commit::ALIGN: "[0x3000, 0x3100, 0x3200]" => "[0x3000, 0x3108, 0x3200]"  (the second product committed at 12552)
// invalid Commit::ALIGN: "0x3108," => "0x3102,"  (at 12546: a multiple of the bf16 element, not of 8 bytes, a warning of the book)
// valid DMA::ENGINE  (the last product written to HBM through the tensor DMA, as DmTensorView::to_hbm_view asks, memory_tensor.rs:529-535)
// invalid DMA::ENGINE: "c.view().to_hbm_view(&mut ctx.tdma, out.view_mut());" => "c.view().to_hbm_view(&mut ctx.pdma, out.view_mut());"  (through the PCIe DMA, inside the branch only the last iteration takes: DmaContext<{ Dma::Tensor }> is the parameter's type, rustc's mismatched types, memory_tensor.rs:531)
// invalid TRF::LAYOUT: "                .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()\n                .collect::<m![J % 8, K / 16], m![K % 16]>()" => "                .fetch::<bf16, m![K / 16, J % 8], m![K % 16]>()\n                .collect::<m![K / 16, J % 8], m![K % 16]>()"  (the stream's Time starts with K / 16, not the Row J % 8, stream_tensor.rs:1165)
// valid Type::ANNOTATION: "    let w = gemm::weights(" => "    let w: TrfTensor<bf16, Chip, Cluster, Slice, gemm::Row, m![K]> = gemm::weights("  (the let names the stage's return type, its Row through the module's alias)
// invalid Type::ANNOTATION: "gemm::Row, m![K]> = gemm::weights(" => "gemm::Row, m![K % 128]> = gemm::weights("  (the TRF tensor annotated with another element mapping than weights returns)
// invalid Aligner::PACKET: ".align::<m![I % 16, K / 32], m![K % 32], _, _>(w)" => ".align::<m![I % 16, K / 16], m![K % 16], _, _>(w)"  (16 bf16 = 32 bytes where the MAC takes 64, stream_tensor.rs:1215)
// base: "            c.view().to_hbm_view(&mut ctx.tdma, out.view_mut());\n        }\n    }\n}" => "            c.view().to_hbm_view(&mut ctx.tdma, out.view_mut());\n        }\n    }\n}\n\n#[tokio::main]\nasync fn main() {\n    let mut ctx = Context::acquire();\n    let mut rng = SmallRng::seed_from_u64(42);\n    let a = HostTensor::<bf16, m![I, K]>::rand(&mut rng).to_hbm(&mut ctx.pdma, 0x0).await;\n    let b = HostTensor::<bf16, m![K, J]>::rand(&mut rng).to_hbm(&mut ctx.pdma, 0x100000).await;\n    let mut out = unsafe { HbmTensor::<bf16, m![1], m![I, J]>::from_addr(0x200000) };\n    launch(forward, (&mut *ctx, &a, &b, &mut out)).await;\n    let _c = out.to_host::<m![I, J]>(&mut ctx.pdma).await;\n}"; "\nuse axes::{I_rows as I, J, K};" => "\nuse axes::{I_rows as I, J, K};\nuse rand::SeedableRng;\nuse rand::rngs::SmallRng;"  (a host in the style of the crate's tests, tests/transformer_tests.rs:48-72: inputs copied to HBM, the output placed by from_addr, launch given &mut out, the result brought back)
// valid HBM::OVERLAP  (a at 0, 128 KB; b at 1 MB; the output at 2 MB)
// valid HBM::OVERLAP: "to_hbm(&mut ctx.pdma, 0x100000)" => "to_hbm(&mut ctx.pdma, 0x20000)"  (b right after a's 256 × 256 bf16 = 131072 bytes)
// invalid HBM::OVERLAP: "to_hbm(&mut ctx.pdma, 0x20000)" => "to_hbm(&mut ctx.pdma, 0x1fff8)"  (b placed over a's last 8 bytes, and a read afterwards by the kernel: a rule of the book)
// invalid HBM::OVERLAP: "from_addr(0x200000)" => "from_addr(0x1f000)"  (the output placed by from_addr over a's last 4 KB before the launch, which reads a afterwards: from_addr places a tensor, as DM::OVERLAP takes it)
// valid Host::COVERAGE  (the output brought back whole)
// invalid Host::COVERAGE: "out.to_host::<m![I, J]>" => "out.to_host::<m![I, J / 2]>"  (the host tensor keeps every second J of the 128 the device tensor holds: write_transpose's division fails, tensor_view.rs:63)
// invalid DMA::ENGINE: "rand(&mut rng).to_hbm(&mut ctx.pdma, 0x100000)" => "rand(&mut rng).to_hbm(&mut ctx.tdma, 0x100000)"  (a host tensor copied through the tensor DMA: HostTensor::to_hbm takes the PCIe DMA, memory_tensor.rs:146)
//! A bf16 matmul staged as the reference crate stages its transformer kernels: the axes in their own
//! module, each stage a `pub(crate)` helper of a nested module, the product's DM workspaces a const
//! array walked by a loop, the result written through the caller's `&mut HbmTensor`.

mod axes {
    use furiosa_visa_std::prelude::*;

    axes![
        I_rows = 256, // rows of a
        J = 128,      // columns of b
        K = 256,      // contraction
    ];
}

mod stages {
    pub(crate) mod gemm {
        use super::super::axes::{I_rows as I, J, K};
        use furiosa_visa_std::prelude::*;

        pub(crate) type Chip = m![1];
        pub(crate) type Cluster = m![1 # 2];
        pub(crate) type Slice = m![I / 16, J / 8];
        pub(crate) type Row = m![J % 8];

        /// Stages the weights `b` in the TRF region `region`, one Row per column of b.
        pub(crate) fn weights(
            ctx: &mut Context,
            b: &DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]>,
            region: TrfAddress,
        ) -> TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> {
            ctx.sub
                .begin(b.view())
                .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
                .collect::<m![J % 8, K / 16], m![K % 16]>()
                .to_trf(region)
        }

        /// The product of `a` with the staged weights, committed at `at`.
        pub(crate) fn product(
            ctx: &mut Context,
            a: &DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]>,
            w: &TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]>,
            at: Address,
        ) -> DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, J % 8]> {
            ctx.main
                .begin(a.view())
                .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()
                .collect::<m![I % 16, K / 16], m![K % 16]>()
                .align::<m![I % 16, K / 32], m![K % 32], _, _>(w)
                .contract::<m![1]>()
                .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)
                .cast::<bf16, m![J % 8 # 16]>()
                .commit(at)
        }
    }
}

use axes::{I_rows as I, J, K};
use furiosa_visa_std::prelude::*;
use stages::gemm::{self, Chip, Cluster, Slice};

#[device(chip = 1)]
pub fn forward(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
    out: &mut HbmTensor<bf16, Chip, m![I, J]>,
) {
    // Load both operands to SRAM.
    let a_dm: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0x0);
    let b_dm: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 0x2000);

    // Stage the weights in the TRF's first half.
    let w = gemm::weights(ctx, &b_dm, TrfAddress::FirstHalf);

    // Base SRAM addresses of the product's workspaces.
    const PRODUCT_SRAM_ADDRS: [u64; 3] = [0x3000, 0x3100, 0x3200];
    for (g, addr) in PRODUCT_SRAM_ADDRS.iter().enumerate() {
        let c = gemm::product(ctx, &a_dm, &w, *addr);
        if g + 1 == PRODUCT_SRAM_ADDRS.len() {
            // Write the last workspace's product to the caller's output.
            c.view().to_hbm_view(&mut ctx.tdma, out.view_mut());
        }
    }
}
