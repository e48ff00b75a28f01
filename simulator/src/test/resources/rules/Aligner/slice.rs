// valid Aligner::SLICE  (a second TRF with the data Slice m![I / 16, J / 8])
// invalid Aligner::SLICE: "DmTensor<bf16, Chip, Cluster, m![I / 16, J / 8" => "DmTensor<bf16, Chip, Cluster, m![J / 8, I / 16"; "Cluster, m![I / 16, J / 8" => "Cluster, m![J / 8, I / 16"  (a second TRF with Slice m![J / 8, I / 16])
// valid Aligner::TILING: "    let b2: DmTensor<bf16, Chip, Cluster, m![I / 16, J / 8], m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 14);\n" => ""; "    let t: TrfTensor<bf16, Chip, Cluster, m![I / 16, J / 8], Row, m![K]> = ctx\n        .sub\n        .begin(b2.view())\n" => "    let t: TrfTensor<bf16, Chip, Cluster, Slice, m![J % 8 / 2], m![J % 2, K]> = ctx\n        .sub\n        .begin(b.view())\n"; "        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&t);" => "        .align::<m![I % 16, K / 32, J % 2], m![K % 32], _, _>(&t);"  (the tiling axis J % 2 is in the TRF Element [J % 2, K])
// invalid Aligner::TILING: "32, J % 2" => "32, J % 8 / 4"  (the tiling axis J % 8 / 4 is a TRF Row, not in the Element)
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
    let b2: DmTensor<bf16, Chip, Cluster, m![I / 16, J / 8], m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 14);
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

    let t: TrfTensor<bf16, Chip, Cluster, m![I / 16, J / 8], Row, m![K]> = ctx
        .sub
        .begin(b2.view())
        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
        .collect::<m![J % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);
    let p = ctx
        .main
        .begin(a.view())
        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()
        .collect::<m![I % 16, K / 16], m![K % 16]>()
        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&t);
    c.to_hbm(&mut ctx.tdma, 2 << 20)
}
