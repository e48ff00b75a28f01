// Mapping::WELL_FORMED, valid: m![A / 8] divides A = 2048, and m![A % 2 = 8] resizes A % 2 past its
// end: positions 2..8 hold nothing, as the reference's Resize::map (furiosa-mapping/src/mapping.rs:182)
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![A % 8 / 2], m![A % 2]>()
        .collect::<m![A % 8 / 2], m![A % 2 = 8]>()
        .commit::<m![A % 8]>(1 << 12);
    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
}
