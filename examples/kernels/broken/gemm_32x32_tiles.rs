// BROKEN ON PURPOSE: the book's GEMM layout, 32 x 32 output tiles per slice.
//
// Two mistakes that `layout verify` reports:
//   - each TRF Row must hold 4 columns of B with all of K: 4 x 2048 x 2 = 16 KB, but a Row has 8 KB
//     (TRF::CAPACITY at .to_trf);
//   - b is placed at 1 << 12, inside a, which occupies [0, 131072) of every slice, and a is read
//     afterwards (DM::OVERLAP at the begin that reads a).
// The main pipeline's alignment needs b_trf, so it is not checked further.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![I = 512, J = 512, K = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 32, J / 32];   // a 32 x 32 tile of C per slice
type Row = m![J % 8];

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(1);
    let a = HostTensor::<bf16, m![I, K]>::rand(&mut rng);
    let b = HostTensor::<bf16, m![K, J]>::rand(&mut rng);
    let a_hbm = a.to_hbm(&mut ctx.pdma, 0).await;
    let b_hbm = b.to_hbm(&mut ctx.pdma, 1 << 28).await;
    let c_hbm = launch(gemm, (&mut ctx, &a_hbm, &b_hbm)).await;
    let _c = c_hbm.to_host::<m![I, J]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn gemm(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 32, K]> = b.to_dm(&mut ctx.tdma, 1 << 12);

    let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![J / 8 % 4, K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<bf16, m![J % 8, J / 8 % 4, K / 16], m![K % 16]>()
        .collect::<m![J % 8, J / 8 % 4, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);

    let c: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, J % 32]> = ctx
        .main
        .begin(a.view())
        .fetch::<bf16, m![I % 32, J / 8 % 4, K / 16], m![K % 16]>()
        .collect::<m![I % 32, J / 8 % 4, K / 16], m![K % 16]>()
        .align::<m![I % 32, J / 8 % 4, K / 32], m![K % 32], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 32, J / 8 % 4], m![J % 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![J % 8 # 16]>()
        .commit(1 << 18);

    c.to_hbm(&mut ctx.tdma, 2 << 28)
}
