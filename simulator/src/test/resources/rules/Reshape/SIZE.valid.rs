// Reshape::SIZE, valid: each level keeps its size (Element m![A % 8] becomes m![E], E = 8)
use furiosa_visa_std::prelude::*;

axes![A = 4096, C = 2, D = 256, E = 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![C, D, E]> {
    let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let reshaped: DmTensor<i32, m![1], m![C], m![D], m![E]> = unsafe { dm.reshape() };
    reshaped.to_hbm(&mut ctx.tdma, 0x2000)
}
