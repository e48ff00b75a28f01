// The Switch Engine's CustomBroadcast routing, after the reference's own switch tests: x[A, B, C]
// with A · B = 256 slices and C = 8 elements per slice; the switch permutes slices inside rings
// of 16 (B % 4 and B / 4 swap places), the output written back in x's logical order.
use furiosa_visa_std::prelude::*;

axes![A = 16, B = 16, C = 8];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn ring_permutation(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, B, C]>) -> HbmTensor<i32, Chip, m![A, B, C]> {
    let x_dm = x.to_dm::<Cluster, m![A, B], m![C]>(&mut ctx.tdma, 0);

    let y: DmTensor<i32, Chip, Cluster, m![A, B % 4, B / 4], m![C]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![C]>()
        .switch::<m![A, B % 4, B / 4], m![1]>(SwitchConfig::CustomBroadcast { ring_size: 16 })
        .collect::<m![1], m![C]>()
        .commit(0x1000);

    y.to_hbm(&mut ctx.tdma, 0)
}
