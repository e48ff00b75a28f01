//! Index and address arithmetic through closures, `as` casts, `min`/`max`, tuples and shadowing.

use super::*;

/// `out = x` through DM quarters, each staged at `slot(i)`, a closure over a local base with `as`
/// casts, clamped by `max` and `min`.
#[device(chip = 1)]
pub fn closure_slots(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let base = STAGE as u64;
    let slot = |i: usize| -> usize { ((base + i as u64 * 0x2000) as usize).max(STAGE).min(0x4_0000) };
    let tile_of = |i: usize| i % PARTS;
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(OUT) };
    for i in 0..PARTS {
        let staged: DmTensor<i32, Chip, Cluster, Spread, m![A / 256 % 2, Q]> =
            x.view().tile::<m![A / 512], 1, m![1 # 4, A % 512, Q]>(tile_of(i)).to_dm(&mut ctx.tdma, slot(i));
        staged
            .view()
            .to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A / 512], 1, m![1 # 4, A % 512, Q]>(tile_of(i)));
    }
    out
}

/// Swaps the halves of `A`: `out[a, q] = x[(a + 1024) % 2048, q]`, the two tiles destructured
/// from a tuple and the names shadowed.
#[device(chip = 1)]
pub fn tuple_swap(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let (low, high) = (
        x.view().tile::<m![A / 1024], 1, m![1 # 2, A % 1024, Q]>(0),
        x.view().tile::<m![A / 1024], 1, m![1 # 2, A % 1024, Q]>(1),
    );
    let (low, high) = (high, low);
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(OUT) };
    let (first, second) = (0usize, 1usize);
    low.to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A / 1024], 1, m![1 # 2, A % 1024, Q]>(first));
    high.to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A / 1024], 1, m![1 # 2, A % 1024, Q]>(second));
    out
}

/// Rotates the quarters of `A` by one with `if` on constant expressions choosing the direction:
/// `out[a, q] = x[(a + 512) % 2048, q]`.
#[device(chip = 1)]
pub fn rotate_quarters(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, Q]>) -> HbmTensor<f32, Chip, m![A, Q]> {
    const FORWARD: bool = PARTS % 2 == 0 && PART_ROWS > 256;
    let mut out = unsafe { HbmTensor::<f32, Chip, m![A, Q]>::from_addr(OUT) };
    for i in 0..PARTS {
        let from = if FORWARD { (i + 1) % PARTS } else { (i + PARTS - 1) % PARTS };
        let src = x.view().tile::<m![A / 512], 1, m![1 # 4, A % 512, Q]>(from);
        src.to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A / 512], 1, m![1 # 4, A % 512, Q]>(i));
    }
    out
}
