// DMA::PCOPY, valid: one tile index per cluster, each a tile of A / 4 % 2 (2 tiles)
use furiosa_visa_std::prelude::*;

axes![A = 4096];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A / 8, A % 4]> {
    let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let sliced: DmTensor<i32, _, _, _, m![A % 4]> = ctx
        .sub
        .parallel_copy_cluster_slice::<2, m![A / 4 % 2], m![1 # 2, A % 4], _, _, _, _, _, _>(dm.view(), &[0, 1]);
    sliced.to_hbm(&mut ctx.tdma, 0x2000)
}
