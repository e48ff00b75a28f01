// A transpose of i4 elements by the Transpose Engine's 4-bit mode: on each of 256 slices, 8 blocks
// of a 16 × 16 matrix x[D, E] become y[E, D]. A packet holds 64 i4 (32 bytes, element 2k in the low
// nibble of byte k); the engine reads in_rows = 16 packets (D) of their first 16 elements (E) and
// writes each column as one packet of 16 elements padded to 64, so nibbles change bytes: x[d, e]
// with d even lands in a low nibble, whatever nibble it came from.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 8, D = 16, E = 16];

type Chip = m![1];

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(7);

    let x = HostTensor::<i4, m![P, C, D, E]>::rand(&mut rng);
    let x_hbm = x.to_hbm::<Chip, m![P, C, D, E]>(&mut ctx.pdma, 0).await;

    let y_hbm = launch(i4_transpose, (&mut ctx, &x_hbm)).await;
    let _y = y_hbm.to_host::<m![P, C, E, D]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn i4_transpose(ctx: &mut Context, x: &HbmTensor<i4, Chip, m![P, C, D, E]>) -> HbmTensor<i4, Chip, m![P, C, E, D]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i4, m![C, D], m![E # 64]>()
        .collect::<m![C, D], m![E # 64]>()
        .transpose::<m![C, E], m![D # 64]>()
        .commit::<m![C, E, D]>(1 << 12);
    y_dm.to_hbm::<m![P, C, E, D]>(&mut ctx.tdma, 1 << 28)
}
