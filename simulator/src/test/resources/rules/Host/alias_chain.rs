// valid Cluster::SIZE  (a host main launches a kernel whose Cluster is an alias of the alias Pair = m![1 # 2]: 2 positions at the helper's fetch)
// invalid Cluster::SIZE: "type Pair = m![1 # 2];" => "type Pair = m![1];"  (the aliased Cluster of one position, fetched in the helper, stream_tensor.rs:203)
// invalid Cluster::SIZE: "type Pair = m![1 # 2];" => "type Pair = m![1 # 4];"  (4 positions: padding past the 2 clusters)
// valid Slice::SIZE: "type Lanes = m![A / 16];" => "type Lanes = m![A / 32 # 256];"; "type Part = m![A % 16];" => "type Part = m![A % 32];"; ".fetch::<i32, m![A % 16 / 8], m![A % 8]>()" => ".fetch::<i32, m![A % 32 / 8], m![A % 8]>()"; ".collect::<m![A % 16 / 8], m![A % 8]>()" => ".collect::<m![A % 32 / 8], m![A % 8]>()"  (128 slices of data padded to 256 through the alias Lanes)
// invalid Slice::SIZE: "type Lanes = m![A / 32 # 256];" => "type Lanes = m![A / 32];"  (the aliased Slice of 128 positions, unpadded, stream_tensor.rs:204)
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![A = 4096];

type Chip = m![1];
type Pair = m![1 # 2];
type Cluster = Pair;
type Lanes = m![A / 16];
type Slice = Lanes;
type Part = m![A % 16];

/// Copies each slice's 16 elements once through the main context, `Part` as each slice stores them.
fn copy_once(
    ctx: &mut Context,
    x: &DmTensor<i32, Chip, Cluster, Slice, Part>,
) -> DmTensor<i32, Chip, Cluster, Slice, Part> {
    ctx.main
        .begin(x.view())
        .fetch::<i32, m![A % 16 / 8], m![A % 8]>()
        .collect::<m![A % 16 / 8], m![A % 8]>()
        .commit(1 << 12)
}

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(11);
    let x = HostTensor::<i32, m![A]>::rand(&mut rng);
    let x_hbm = x.to_hbm(&mut ctx.pdma, 0).await;
    let y_hbm = launch(kernel, (&mut ctx, &x_hbm)).await;
    let _y = y_hbm.to_host::<m![A]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, Slice, Part>(&mut ctx.tdma, 0);
    let y_dm = copy_once(ctx, &x_dm);
    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
}
