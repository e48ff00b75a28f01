// Dot product of two 1024-element bf16 vectors on one slice: K, K -> 1.
//
// The sub context loads rhs into the tensor register file (TRF). The main context streams lhs as
// 32-byte flits; the Aligner pairs two flits into one 64-byte packet against the TRF, the
// reduction tree sums each packet's 32 products, and the accumulator sums the 32 packets in f32
// before the result is cast back to bf16.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![K = 1024];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![1 # 256];       // one active slice
type Row = m![1];

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(3);

    let lhs = HostTensor::<bf16, m![K]>::rand(&mut rng);
    let rhs = HostTensor::<bf16, m![K]>::rand(&mut rng);
    let lhs_hbm = lhs.to_hbm(&mut ctx.pdma, 0).await;
    let rhs_hbm = rhs.to_hbm(&mut ctx.pdma, 1 << 12).await;

    let dot_hbm = launch(dot, (&mut ctx, &lhs_hbm, &rhs_hbm)).await;
    let _dot = dot_hbm.to_host::<m![1]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn dot(
    ctx: &mut Context,
    lhs: &HbmTensor<bf16, Chip, m![K]>,
    rhs: &HbmTensor<bf16, Chip, m![K]>,
) -> HbmTensor<bf16, Chip, m![1]> {
    let lhs: DmTensor<bf16, Chip, Cluster, Slice, m![K]> = lhs.to_dm(&mut ctx.tdma, 0);
    let rhs: DmTensor<bf16, Chip, Cluster, Slice, m![K]> = rhs.to_dm(&mut ctx.tdma, 1 << 11);

    let rhs_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(rhs.view())
        .fetch::<bf16, m![K / 16], m![K % 16]>()
        .collect::<m![K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);

    let dot: DmTensor<bf16, Chip, Cluster, Slice, m![1 # 8]> = ctx
        .main
        .begin(lhs.view())
        .fetch::<bf16, m![K / 16], m![K % 16]>()
        .collect::<m![K / 16], m![K % 16]>()
        .align::<m![K / 32], m![K % 32], _, _>(&rhs_trf)   // two flits per 64-byte packet
        .contract::<m![1]>()
        .accumulate::<m![1], m![1 # 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![1 # 16]>()
        .commit(1 << 12);

    dot.to_hbm(&mut ctx.tdma, 1 << 13)
}
