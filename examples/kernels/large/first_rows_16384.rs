// Rows of a 16384 x 16384 bf16 matrix (512 MB): the first 512 rows tiled into DM and back. `layout verify`
// checks it without moving data (a few seconds, about 125 MB); `simulate` would move every byte.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![M = 16384, K = 16384];

type Chip = m![1];

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(3);
    let a = HostTensor::<bf16, m![M, K]>::rand(&mut rng);
    let a_hbm = a.to_hbm(&mut ctx.pdma, 0).await;
    let b_hbm = launch(first_rows, (&mut ctx, &a_hbm)).await;
    let _b = b_hbm.to_host::<m![1 # 32, M % 512, K]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn first_rows(ctx: &mut Context, a: &HbmTensor<bf16, Chip, m![M, K]>) -> HbmTensor<bf16, Chip, m![1 # 32, M % 512, K]> {
    let t = a.view().tile::<m![M / 512], 1, m![1 # 32, M % 512, K]>(0);
    let d = t.to_dm::<m![1 # 2], m![M % 512 / 2], m![M % 2, K]>(&mut ctx.tdma, 0);
    d.to_hbm::<m![1 # 32, M % 512, K]>(&mut ctx.tdma, 1 << 30)
}
