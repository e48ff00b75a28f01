// Commit::STRIDE, valid: the destination's rows of C # 4 start every 16 bytes, a multiple of 8
use furiosa_visa_std::prelude::*;

axes![A = 2048, C = 2];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, C]>) -> HbmTensor<i32, Chip, m![A, C]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8, C]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![A % 8 / 2], m![A % 2, C # 4]>()
        .collect::<m![A % 8 / 2], m![A % 2, C # 4]>()
        .commit::<m![A % 8, C # 4]>(1 << 12);
    y_dm.to_hbm::<m![A, C]>(&mut ctx.tdma, 1 << 20)
}
