// BROKEN ON PURPOSE: GEMV that collects 64-byte packets as if they were one flit.
//
// The main pipeline fetches packets of 32 bf16 (64 bytes) and asks the Collect Engine for the same
// [Time, Packet]; a collected packet is one 32-byte flit, 16 bf16 (Collect::PACKET at .collect).
// Collecting m![J / 16], m![J % 16] and letting the Aligner pair the flits again is right; see
// ../gemv.rs.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 512];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I];
type Row = m![1];
type Time = m![J / 32];
type Packet = m![J % 32];          // 64 bytes

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(5);
    let a = HostTensor::<bf16, m![I, J]>::rand(&mut rng);
    let x = HostTensor::<bf16, m![J]>::rand(&mut rng);
    let a_hbm = a.to_hbm(&mut ctx.pdma, 0).await;
    let x_hbm = x.to_hbm(&mut ctx.pdma, 1 << 20).await;
    let y_hbm = launch(gemv, (&mut ctx, &a_hbm, &x_hbm)).await;
    let _y = y_hbm.to_host::<m![I]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn gemv(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, J]>,
    x: &HbmTensor<bf16, Chip, m![J]>,
) -> HbmTensor<bf16, Chip, m![I]> {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![J]> = a.to_dm(&mut ctx.tdma, 0);
    let x: DmTensor<bf16, Chip, Cluster, Slice, m![J]> = x.to_dm(&mut ctx.tdma, 1 << 10);

    let x_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![J]> = ctx
        .sub
        .begin(x.view())
        .fetch::<bf16, m![J / 16], m![J % 16]>()
        .collect::<m![J / 16], m![J % 16]>()
        .to_trf(TrfAddress::Full);

    let y: DmTensor<bf16, Chip, Cluster, Slice, m![1 # 4]> = ctx
        .main
        .begin(a.view())
        .fetch::<bf16, Time, Packet>()
        .collect::<Time, Packet>()
        .align::<Time, Packet, _, _>(&x_trf)
        .contract::<m![1]>()
        .accumulate::<m![1], m![1 # 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![1 # 16]>()
        .commit(1 << 11);

    y.to_hbm(&mut ctx.tdma, 2 << 20)
}
