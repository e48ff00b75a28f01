// BROKEN ON PURPOSE: a commit keeps the first 6 of the 8 lanes of m![A % 2, C # 4], which no axis factors form, into
// m![A % 8, C # 3]: the reference panics with "Commit packet mismatch" (Commit::LAYOUT).
use furiosa_visa_std::prelude::*;

axes![A = 2048, C = 3];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, C]>) -> HbmTensor<i32, Chip, m![A, C]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8, C # 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![A % 8 / 2], m![A % 2, C # 4]>()
        .collect::<m![A % 8 / 2], m![A % 2, C # 4]>()
        .commit::<m![A % 8, C # 3]>(1 << 12);
    y_dm.to_hbm::<m![A, C]>(&mut ctx.tdma, 1 << 20)
}
