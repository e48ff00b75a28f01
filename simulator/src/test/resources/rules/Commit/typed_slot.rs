// valid Type::ANNOTATION  (a helper takes its DM slot as a usize, cast to the Address commit takes; the caller casts its Address const to the usize)
// invalid Type::ANNOTATION: "store(ctx, &x_dm, FIRST as usize)" => "store(ctx, &x_dm, FIRST)"  (the Address const FIRST, a u64, given to the helper's at: usize: rustc's mismatched types at the call)
// valid Type::ANNOTATION: "store(ctx, &x_dm, FIRST as usize)" => "store(ctx, &x_dm, 0x2000)"  (an untyped literal takes the parameter's usize)
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

const FIRST: Address = 0x2000;

fn store(ctx: &mut Context, x: &DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]>, at: usize) -> DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> {
    ctx.main
        .begin(x.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .commit(at as Address)
}

#[device(chip = 1)]
pub fn kernel(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);
    let y = store(ctx, &x_dm, FIRST as usize);
    y.to_hbm(&mut ctx.tdma, 0x4000)
}
