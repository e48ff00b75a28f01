// GEMM C = A B with A of 256 x 256 and B of 256 x 128 in bf16: IK, KJ -> IJ.
//
// Each slice computes a 16 x 8 tile of C: Slice = [I / 16, J / 8] covers the 256 slices. The
// slice's eight columns of B go to the eight Rows of the TRF (Row = J % 8), 512 bytes each; its
// sixteen rows of A stream through the Aligner, which broadcasts each 64-byte packet to the eight
// Rows. The reduction tree sums 32 products per packet, the accumulator the 8 packets of K in f32.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 128, K = 256];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16, J / 8];
type Row = m![J % 8];

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(17);

    let a = HostTensor::<bf16, m![I, K]>::rand(&mut rng);
    let b = HostTensor::<bf16, m![K, J]>::rand(&mut rng);
    let a_hbm = a.to_hbm(&mut ctx.pdma, 0).await;
    let b_hbm = b.to_hbm(&mut ctx.pdma, 1 << 20).await;

    let c_hbm = launch(gemm, (&mut ctx, &a_hbm, &b_hbm)).await;
    let _c = c_hbm.to_host::<m![I, J]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn gemm(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    // A: 16 rows of K per slice (8 KB at 0); B: 8 columns of K per slice (4 KB after A).
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
