// GEMV y = A x with A of 256 x 512 and x of 512 bf16 values: IJ, J -> I.
//
// The output axis I is the slice: each of the 256 slices holds one row of A and a copy of x (the
// tensor DMA broadcasts x to every slice, as x has no I). The sub context loads x into the TRF;
// the main context streams the row as 32-byte flits, the Aligner pairs them into 64-byte packets,
// and the Reducer sums the row's 512 products, 32 per packet and 16 packets over time.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 512];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I];
type Row = m![1];
type Flits = m![J / 16];
type Flit = m![J % 16];

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

    let x_trf = ctx
        .sub
        .begin(x.view())
        .fetch::<bf16, Flits, Flit>()
        .collect::<Flits, Flit>()
        .to_trf::<Row, m![J]>(TrfAddress::FirstHalf);

    let y: DmTensor<bf16, Chip, Cluster, Slice, m![1 # 4]> = ctx
        .main
        .begin(a.view())
        .fetch::<bf16, Flits, Flit>()
        .collect::<Flits, Flit>()
        .align::<m![J / 32], m![J % 32], _, _>(&x_trf)
        .contract::<m![1]>()
        .accumulate::<m![1], m![1 # 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![1 # 16]>()
        .commit(1 << 11);

    y.to_hbm::<m![I]>(&mut ctx.tdma, 2 << 20)
}
