//! Copies tile by tile, the tiles chosen by iterator adaptors.

use super::*;

/// `x` with its four `B` columns reversed: column `b` of the output is column `3 - b` of `x`.
#[device(chip = 1)]
pub fn columns_reversed(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A / 8, B]>) -> HbmTensor<i32, Chip, m![A / 8, B]> {
    let input = x.to_dm::<m![1], m![A / 8], m![B]>(&mut ctx.tdma, 0x1000);
    let mut output = unsafe { DmTensor::<i32, m![1], m![1], m![A / 8], m![B]>::from_addr(0x2000) };
    for (dst, src) in (0..4).zip((0..4).rev()) {
        let from = input.view().tile::<m![B], 1, m![1 # 4]>(src);
        let to = output.view_mut().tile::<m![B], 1, m![1 # 4]>(dst);
        from.to_dm_view(&mut ctx.tdma, to);
    }
    output.to_hbm(&mut ctx.tdma, 0x3000)
}

/// The even columns of `x` copied onto the odd ones and back, by `step_by` and `enumerate`.
#[device(chip = 1)]
pub fn columns_paired(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A / 8, B]>) -> HbmTensor<i32, Chip, m![A / 8, B]> {
    let input = x.to_dm::<m![1], m![A / 8], m![B]>(&mut ctx.tdma, 0x1000);
    let mut output = unsafe { DmTensor::<i32, m![1], m![1], m![A / 8], m![B]>::from_addr(0x2000) };
    for (i, even) in (0..4).step_by(2).enumerate() {
        let odd = even + 1;
        debug_assert!(i < 2);
        input.view().tile::<m![B], 1, m![1 # 4]>(even).to_dm_view(&mut ctx.tdma, output.view_mut().tile::<m![B], 1, m![1 # 4]>(odd));
        input.view().tile::<m![B], 1, m![1 # 4]>(odd).to_dm_view(&mut ctx.tdma, output.view_mut().tile::<m![B], 1, m![1 # 4]>(even));
    }
    output.to_hbm(&mut ctx.tdma, 0x3000)
}

/// Each column shifted right by one (wrapping), the starts from a `Vec` of pairs.
#[device(chip = 1)]
pub fn columns_rotated(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A / 8, B]>) -> HbmTensor<i32, Chip, m![A / 8, B]> {
    let input = x.to_dm::<m![1], m![A / 8], m![B]>(&mut ctx.tdma, 0x1000);
    let mut output = unsafe { DmTensor::<i32, m![1], m![1], m![A / 8], m![B]>::from_addr(0x2000) };
    let moves: Vec<(usize, usize)> = (0..4usize).map(|b| (b, (b + 1) % 4)).collect();
    for &(src, dst) in moves.iter() {
        let from = input.view().tile::<m![B], 1, m![1 # 4]>(src);
        from.to_dm_view(&mut ctx.tdma, output.view_mut().tile::<m![B], 1, m![1 # 4]>(dst));
    }
    output.to_hbm(&mut ctx.tdma, 0x3000)
}
