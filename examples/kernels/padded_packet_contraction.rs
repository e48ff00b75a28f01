// Row-wise dot products through a padded packet: out[T, A] = sum over C of x[T, A, C] · w[A, C],
// with A = 4 and C = 4, so one packet of 64 i8 holds the 16 values of an [A, C] block padded as
// m![A # 16, C] (positions 16..63 are padding), as the reference's contract tests
// `valid_padded_packet_inner_reduction` write it. The TRF holds w in the same padded element; the
// Reducer sums each run of 4 (C) and keeps the first 4 sums (OutPacket m![A]); the padding sums
// no element, as in the reference, whose tensors hold no padding positions.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![T = 8, A = 4, C = 4];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![1 # 256];

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(5);

    let x = HostTensor::<i8, m![T, A, C]>::rand(&mut rng);
    let w = HostTensor::<i8, m![A, C]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
    let w_hbm = w.to_hbm(&mut ctx.pdma, 1 << 12).await;

    let y_hbm = launch(padded_packet_rows, (&mut ctx, &x_hbm, &w_hbm)).await;
    let _y = y_hbm.to_host::<m![T, A]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn padded_packet_rows(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![T, A, C]>,
    w: &HbmTensor<i8, Chip, m![A, C]>,
) -> HbmTensor<i32, Chip, m![T, A # 8]> {
    let x_dm: DmTensor<i8, Chip, Cluster, Slice, m![T, A # 16, C]> = x.to_dm(&mut ctx.tdma, 0);
    let w_dm: DmTensor<i8, Chip, Cluster, Slice, m![A # 16, C]> = w.to_dm(&mut ctx.tdma, 1 << 12);
    let w_trf: TrfTensor<i8, Chip, Cluster, Slice, m![1], m![A # 16, C]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![A # 16, C]>()
        .collect::<m![1 # 2], m![A # 8, C]>()
        .to_trf(TrfAddress::Full);
    let y: DmTensor<i32, Chip, Cluster, Slice, m![T, A # 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![T], m![A # 16, C]>()
        .collect::<m![T, 1 # 2], m![A # 8, C]>()
        .align::<m![T], m![A # 16, C], _, _>(&w_trf)
        .contract::<m![A]>()
        .accumulate::<m![T], m![A # 8]>(AccumulationKind::Sequential)
        .commit(1 << 13);
    y.to_hbm(&mut ctx.tdma, 1 << 14)
}
