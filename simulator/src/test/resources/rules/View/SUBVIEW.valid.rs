// View::SUBVIEW, valid: steps 14 and 15: B = 448..511
use furiosa_visa_std::prelude::*;

axes![A = 8, B = 512];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![A, B]>) -> HbmTensor<bf16, Chip, m![A, B % 64]> {
    let t = x.view().tile::<m![B / 32], 2, m![A, B / 32 = 2 # 16, B % 32]>(14);
    let d = t.to_dm::<m![1 # 2], m![A # 256], m![B % 64]>(&mut ctx.tdma, 0);
    d.to_hbm::<m![A, B % 64]>(&mut ctx.tdma, 1 << 20)
}
