//! Blocks passed between the four chips.

use super::moves::{Ring, pass_along, ring_add};
use crate::signal::axes::*;
use furiosa_visa_std::prelude::*;

/// Every chip's block of bf16 rows taken from the next chip: `out[q] = x[(q + 1) mod 4]`.
#[device(chip = 4)]
pub fn blocks_rotated_bf16(ctx: &mut Context, x: &HbmTensor<bf16, m![Q], m![N, D]>) -> HbmTensor<bf16, m![Q], m![N, D]> {
    let x_dm: DmTensor<bf16, m![Q], m![1 # 2], m![N], m![D]> = x.to_dm(&mut ctx.tdma, 0);
    let turned = pass_along(ctx, &x_dm);
    turned.to_hbm(&mut ctx.tdma, 0x2000)
}

/// i16 rows passed to the next chip and regrouped: the slices `[N % 16, N / 16]` relabelled
/// `[V, G]` (an unsafe reshape, memory_tensor.rs:482, which keeps the number of factors:
/// tensor.rs:119), written out as `out[q, v, g, l] = x[(q + 1) mod 4, 16 g + v, l]`.
#[device(chip = 4)]
pub fn rows_regrouped_i16(
    ctx: &mut Context,
    x: &HbmTensor<i16, m![Q], m![N, L]>,
) -> HbmTensor<i16, m![Q], m![V, G, L]> {
    let x_dm: DmTensor<i16, m![Q], m![1 # 2], m![N % 16, N / 16], m![L]> = x.to_dm(&mut ctx.tdma, 0);
    let turned = pass_along(ctx, &x_dm);
    let grouped: DmTensor<i16, m![Q], m![1 # 2], m![V, G], m![L]> = unsafe { turned.reshape() };
    grouped.to_hbm(&mut ctx.tdma, 0x2000)
}

/// Every chip's block summed over the four chips, a ring all-reduce: the block passed one chip
/// down three times, each arrival added to the running total,
/// `out[q, n, l] = Σ_p x[p, n, l]` on every chip `q`.
#[device(chip = 4)]
pub fn blocks_all_reduced_i32(ctx: &mut Context, x: &HbmTensor<i32, m![Q], m![N, L]>) -> HbmTensor<i32, m![Q], m![N, L]> {
    let x_dm: Ring<i32> = x.to_dm(&mut ctx.tdma, 0);
    let mut passed = pass_along(ctx, &x_dm);
    let mut total = ring_add(ctx, &x_dm, &passed, 0x1_0000);
    for step in 1..3 {
        passed = pass_along(ctx, &passed);
        total = ring_add(ctx, &total, &passed, 0x1_0000 * (step + 1));
    }
    total.to_hbm(&mut ctx.tdma, 0x10_0000)
}
