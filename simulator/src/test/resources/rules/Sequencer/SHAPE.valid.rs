// Sequencer::SHAPE, valid: the fetch's B / 6 and B % 6 are the two factors x_dm stores B in
use furiosa_visa_std::prelude::*;

axes![S = 256, B = 24];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, B]>) -> HbmTensor<i32, Chip, m![S, B]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![B / 6, B % 6]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![B / 6], m![B % 6 # 8]>()
        .collect::<m![B / 6], m![B % 6 # 8]>()
        .commit::<m![B]>(1 << 12);
    y_dm.to_hbm::<m![S, B]>(&mut ctx.tdma, 1 << 20)
}
