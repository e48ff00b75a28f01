// A ragged matrix gathered into DM half a block at a time: the 5 × 6 matrix (30 elements, one
// row-major run padded to 32) is cut into blocks of eight flat positions, one block per slice, and
// each block is copied in two halves by tiles of the group's flat value modulo 8: the tile from step
// 0 moves flat positions 8·q + 0..4, the tile from step 4 moves 8·q + 4..8. Neither cut falls on a
// row: the half from step 4 of block 1 holds flat positions 12 to 15, the last two of row 2 and the
// first two of row 3. The tiles add their start to the flat position before it is decoded, so flat
// position 14 is x[2, 2] on both sides; the padding (30 and 31) reads and writes nothing of x.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![A = 5, B = 6];

type Chip = m![1];
type Padded = m![[A, B] # 32];
type Slice = m![[A, B] # 32 / 8];      // four slices: the block of eight flat positions
type Element = m![[A, B] # 32 % 8];    // eight elements in each: the position in the block

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(5);

    let x = HostTensor::<i32, m![A, B]>::rand(&mut rng);
    let x_hbm = x.to_hbm::<Chip, Padded>(&mut ctx.pdma, 0).await;

    let y_hbm = launch(gather_halves, (&mut ctx, &x_hbm)).await;
    let _y = y_hbm.to_host::<m![A, B]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn gather_halves(ctx: &mut Context, x: &HbmTensor<i32, Chip, Padded>) -> HbmTensor<i32, Chip, Padded> {
    let mut blocks = unsafe { DmTensor::<i32, Chip, m![1], Slice, Element>::from_addr(0) };
    for half in 0..2 {
        let from = x
            .view()
            .tile::<m![[A, B] # 32 % 8], 4, m![[A, B] # 32 / 8, ([A, B] # 32 % 8) = 4 # 8]>(4 * half);
        let to = blocks
            .view_mut()
            .tile::<m![[A, B] # 32 % 8], 4, m![([A, B] # 32 % 8) = 4 # 8]>(4 * half);
        from.to_dm_view(&mut ctx.tdma, to);
    }
    blocks.to_hbm(&mut ctx.tdma, 1 << 20)
}
