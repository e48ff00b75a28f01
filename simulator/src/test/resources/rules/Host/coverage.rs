// valid Host::COVERAGE  (the output has a partial axis (m![A / 2]: even A only) and the host tensor holds all of it)
// invalid Host::COVERAGE: "y_hbm.to_host::<m![A / 2" => "y_hbm.to_host::<m![A / 4"  (the host tensor m![A / 4] misses the A = 2 mod 4 the device tensor holds)
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![A = 4096];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 16];

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(7);
    let x = HostTensor::<i32, m![A / 2]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
    let y_hbm = launch(kernel, (&mut ctx, &x_hbm)).await;
    let _y = y_hbm.to_host::<m![A / 2]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A / 2]>) -> HbmTensor<i32, Chip, m![A / 2]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 16 / 2]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 16 / 2]>()
        .collect::<m![1], m![A % 16 / 2]>()
        .commit::<m![A % 16 / 2]>(1 << 12);
    y_dm.to_hbm::<m![A / 2]>(&mut ctx.tdma, 1 << 20)
}
