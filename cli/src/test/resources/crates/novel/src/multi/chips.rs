//! Four chips.

use furiosa_visa_std::prelude::*;

axes![P = 4, Q = 512, V = 8];

/// Rotates the chips: chip `p` receives what chip `p + 1` held.
#[device(chip = 4)]
pub fn rotate_chips(
    ctx: &mut Context,
    x: &HbmTensor<f32, m![P], m![Q, V]>,
) -> HbmTensor<f32, m![P], m![Q, V]> {
    let dm: DmTensor<f32, m![P], m![Q / 256], m![Q % 256], m![V]> = x.to_dm(&mut ctx.tdma, 0);
    let rotated = ctx.tdma.dm_chip_shuffle::<_, 4, _, _, _, _>(dm.view(), &[1, 2, 3, 0]);
    rotated.to_hbm(&mut ctx.tdma, 0x1000)
}

/// Copies chip 0's rows to every chip through the chip tiles of two DM views:
/// `out[p, q, v] = x[0, q, v]`.
#[device(chip = 4)]
pub fn replicate_chip0(
    ctx: &mut Context,
    x: &HbmTensor<f32, m![P], m![Q, V]>,
) -> HbmTensor<f32, m![P], m![Q, V]> {
    let dm: DmTensor<f32, m![P], m![Q / 256], m![Q % 256], m![V]> = x.to_dm(&mut ctx.tdma, 0);
    let mut out = unsafe { DmTensor::<f32, m![P], m![Q / 256], m![Q % 256], m![V]>::from_addr(0x8000) };
    copy_chip_to_all(ctx, &dm, &mut out, 0);
    out.to_hbm(&mut ctx.tdma, 0x2000)
}

fn copy_chip_to_all(
    ctx: &mut Context,
    dm: &DmTensor<f32, m![P], m![Q / 256], m![Q % 256], m![V]>,
    out: &mut DmTensor<f32, m![P], m![Q / 256], m![Q % 256], m![V]>,
    source: usize,
) {
    for target in 0..4 {
        let src = dm.view().chip_tile::<m![P], 1, m![1 # 4]>(source);
        let dst = out.view_mut().chip_tile::<m![P], 1, m![1 # 4]>(target);
        src.to_dm_view(&mut ctx.tdma, dst);
    }
}
