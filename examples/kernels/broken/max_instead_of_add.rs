// BROKEN ON PURPOSE: constant addition whose Vector Engine stage computes max(x, 7) instead of x + 7.
//
// Every rule holds and the naive evaluator, which follows the kernel's own operations, agrees with
// the simulator; only an independent statement of the math (--expect 'x[N] + 7 -> [N]') shows that
// the output is wrong. Everything else is as in ../constant_addition.rs.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![N = 4096];

type Chip = m![1];
type Cluster = m![1 # 2];      // one of the chip's two clusters
type Slice = m![N / 16];       // 256 slices, 16 elements each
type Element = m![N % 16];

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(7);

    let x = HostTensor::<i32, m![N]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;

    let y_hbm = launch(add_seven, (&mut ctx, &x_hbm)).await;
    let _y = y_hbm.to_host::<m![N]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn add_seven(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N]>) -> HbmTensor<i32, Chip, m![N]> {
    let x_dm: DmTensor<i32, Chip, Cluster, Slice, Element> = x.to_dm(&mut ctx.tdma, 0);

    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![N % 16 / 8], m![N % 8]>()   // two packets of one flit each
        .collect::<m![N % 16 / 8], m![N % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpI32::Max, 7)             // max where the kernel means +
        .vector_final()
        .commit::<Element>(1 << 10);                   // after x_dm's 64 bytes

    y_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}
