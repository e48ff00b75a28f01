// Sequencer::SHAPE, invalid: the fetch splits B at 4, inside the factor B % 6 that x_dm stores it in
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
        .fetch::<i32, m![B / 4], m![B % 4 # 8]>()
        .collect::<m![B / 4], m![B % 4 # 8]>()
        .commit::<m![B]>(1 << 12);
    y_dm.to_hbm::<m![S, B]>(&mut ctx.tdma, 1 << 20)
}
