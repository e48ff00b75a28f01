// A padded group split across slices and elements: a 9 × 7 matrix (63 elements, one row-major
// run padded to 64) goes to DM with the group's flat position cut in two, neither cut on a row:
// the slice takes the flat position modulo 8 and the element its eighth. Flat position 14 is
// slice 6, element 1, and holds x[2, 0]; an axis-by-axis reading would put x[1, 7] there, past
// the 7 columns. The tensor DMA then takes it back to HBM in the plain padded layout.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![A = 9, B = 7];

type Chip = m![1];
type Padded = m![[A, B] # 64];
type Slice = m![[A, B] # 64 % 8];      // eight slices: the flat position modulo 8
type Element = m![[A, B] # 64 / 8];    // eight elements in each: its eighth

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(11);

    let x = HostTensor::<i32, m![A, B]>::rand(&mut rng);
    let x_hbm = x.to_hbm::<Chip, Padded>(&mut ctx.pdma, 0).await;

    let y_hbm = launch(through_slices, (&mut ctx, &x_hbm)).await;
    let _y = y_hbm.to_host::<m![A, B]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn through_slices(ctx: &mut Context, x: &HbmTensor<i32, Chip, Padded>) -> HbmTensor<i32, Chip, Padded> {
    let x_dm: DmTensor<i32, Chip, m![1], Slice, Element> = x.to_dm(&mut ctx.tdma, 0);
    x_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}
