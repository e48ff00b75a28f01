// Switch::TOPOLOGY, valid: slice1 × slice0 divides the 256 slices
use furiosa_visa_std::prelude::*;

axes![A = 256, B = 8, C = 32];

type Chip = m![1];

#[device(chip = 1)]
fn swap(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A, B, C]>) -> HbmTensor<i8, Chip, m![A, B, C]> {
    let x_dm = x.to_dm::<m![1 # 2], m![A], m![B, C]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B], m![C]>()
        .switch::<m![A / 64, A % 2, A / 2 % 32], m![B]>(SwitchConfig::Transpose { slice1: 32, slice0: 2 })
        .collect::<m![B], m![C]>()
        .commit::<m![B, C]>(1 << 12);
    y_dm.to_hbm::<m![A, B, C]>(&mut ctx.tdma, 1 << 20)
}
