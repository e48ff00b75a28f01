//! Chips exchanging data.

use super::*;

/// The two chips' tensors summed on both chips: each chip adds its own tensor to the other's,
/// brought over by `dm_chip_shuffle`: `out[c, s, w] = x[0, s, w] + x[1, s, w]`.
#[device(chip = 2)]
pub fn sum_two_chips(ctx: &mut Context, x: &HbmTensor<i32, m![C], m![S, W]>) -> HbmTensor<i32, m![C], m![S, W]> {
    let own: DmTensor<i32, m![C], m![1 # 2], m![S], m![W]> = x.to_dm(&mut ctx.tdma, 0);
    let other = ctx.tdma.dm_chip_shuffle::<_, 2, _, _, _, _>(own.view(), &[1, 0]);
    let mut sum = unsafe { DmTensor::<i32, m![C], m![1 # 2], m![S], m![W]>::from_addr(0x2000) };
    ctx.main
        .begin_interleaved::<I2, _, _, _, _, _>(own.view(), other.view())
        .fetch::<i32, m![W / 8, I2], m![W % 8]>()
        .collect::<m![W / 8, I2], m![W % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I2, m![W / 8, 1 # 2], m![W / 8]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit_view(sum.view_mut());
    sum.to_hbm(&mut ctx.tdma, 0x10_0000)
}

axes![I2 = 2];

/// Chips 2 and 3 copied over chips 0 and 1 by chip tiles of two chips:
/// `out[f, s, w] = x[f + 2, s, w]` for `f < 2`, `x[f, s, w]` otherwise.
#[device(chip = 4)]
pub fn upper_chips_down(ctx: &mut Context, x: &HbmTensor<f32, m![F], m![S, W]>) -> HbmTensor<f32, m![F], m![S, W]> {
    let dm: DmTensor<f32, m![F], m![1 # 2], m![S], m![W]> = x.to_dm(&mut ctx.tdma, 0);
    let mut out: DmTensor<f32, m![F], m![1 # 2], m![S], m![W]> = x.to_dm(&mut ctx.tdma, 0x4000);
    let upper = dm.view().chip_tile::<m![F], 2, m![F = 2 # 4]>(2);
    upper.to_dm_view(&mut ctx.tdma, out.view_mut().chip_tile::<m![F], 2, m![F = 2 # 4]>(0));
    out.to_hbm(&mut ctx.tdma, 0x10_0000)
}

/// Each chip keeps one half of `W`, chip 0 the second and chip 1 the first:
/// `out[c, s, w] = x[c, s, 8 (1 − c) + w]`.
#[device(chip = 2)]
pub fn chip_halves_crossed(
    ctx: &mut Context,
    x: &HbmTensor<i32, m![C], m![S, W]>,
) -> HbmTensor<i32, m![C], m![S, W % 8]> {
    let dm: DmTensor<i32, m![C], m![1 # 2], m![S], m![W]> = x.to_dm(&mut ctx.tdma, 0);
    let kept: DmTensor<i32, m![C], m![1 # 2], m![S], m![W % 8]> = ctx
        .sub
        .parallel_copy_chip_slice::<2, m![W / 8], m![1 # 2, W % 8], _, _, _, _, _, _>(dm.view(), &[1, 0]);
    kept.to_hbm(&mut ctx.tdma, 0x10_0000)
}
