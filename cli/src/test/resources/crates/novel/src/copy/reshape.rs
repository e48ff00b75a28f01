//! Reshapes between axis sets of equal sizes, on two chips.

use super::*;

axes![R = 512, S = 128, U = 2, V = 256, X = 128];

/// `[R, S]` split over two chips by `R / 256`, reshaped into `[U, V, X]` (the same bytes).
#[device(chip = 2)]
pub fn regroup(
    ctx: &mut Context,
    input: &HbmTensor<i32, m![R / 256], m![R % 256, S]>,
) -> HbmTensor<i32, m![U], m![V, X]> {
    let dm: DmTensor<i32, m![R / 256], m![1 # 2], m![R % 256], m![S]> = input.to_dm(&mut ctx.tdma, 0);
    let reshaped: DmTensor<i32, m![U], m![1 # 2], m![V], m![X]> = unsafe { dm.reshape() };
    reshaped.to_hbm(&mut ctx.tdma, 0x4_0000)
}
