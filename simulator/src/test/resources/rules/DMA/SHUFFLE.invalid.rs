// DMA::SHUFFLE, invalid: source cluster 2 of 2 clusters
use furiosa_visa_std::prelude::*;

axes![A = 4096];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {
    let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let shuffled: DmTensor<i32, _, _, _, _> = ctx
        .tdma
        .dm_cluster_shuffle::<_, 2, _, _, _, _>(dm.view(), &[1, 2]);
    shuffled.to_hbm(&mut ctx.tdma, 0x2000)
}
