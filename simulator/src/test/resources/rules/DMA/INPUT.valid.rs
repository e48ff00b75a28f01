// DMA::INPUT, valid: the destination splits a padded axis (S = 15 as S # 16 / 4 and S # 16 % 4); its padding holds no index
use furiosa_visa_std::prelude::*;

axes![S = 15, A = 64];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A]>) -> HbmTensor<i32, Chip, m![S, A]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S # 16 / 4, A / 8], m![S # 16 % 4, A % 8]>(&mut ctx.tdma, 0);
    x_dm.to_hbm::<m![S, A]>(&mut ctx.tdma, 1 << 20)
}
