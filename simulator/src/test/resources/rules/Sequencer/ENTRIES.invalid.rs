// Sequencer::ENTRIES, invalid: 8 reversed time digits and the packet: 9 loops
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 512 # 256];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 512]>(&mut ctx.tdma, 0);
    let f = ctx.main.begin(x_dm.view()).fetch::<i32, m![A % 2, A / 2 % 2, A / 4 % 2, A / 8 % 2, A / 16 % 2, A / 32 % 2, A / 64 % 2, A / 128 % 2], m![A / 256 % 2 # 8]>();
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![A % 512 / 8], m![A % 8]>()
        .collect::<m![A % 512 / 8], m![A % 8]>()
        .commit::<m![A % 512]>(1 << 12);
    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
}
