//! A reduce-scatter over four chips: each chip ends with the sum over all chips of its own
//! quarter of the row.

use super::*;

/// The quarter `pattern[q]` of each chip `q`'s row.
fn quarter_of(ctx: &mut Context, x: &Partials, pattern: &[usize; 4]) -> Quarter {
    ctx.sub
        .parallel_copy_chip_slice::<4, m![W / 8], m![1 # 4, W % 8], _, _, _, _, _, _>(x.view(), pattern)
}

/// `a + b` on every chip, interleaved on `J` and zipped by the clip unit's add, at `address`.
fn add_quarters(ctx: &mut Context, a: &Quarter, b: &Quarter, address: Address) -> Quarter {
    ctx.main
        .begin_interleaved::<J, _, _, _, _, _>(a.view(), b.view())
        .fetch::<i32, m![J], m![W % 8]>()
        .collect::<m![J], m![W % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<J, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit(address)
}

/// Reduce-scatter: chip `q` keeps `Σ_c x[c, s, 8q + w]`. Step `k` slices every chip's quarter
/// `q − k` and shuffles it to chip `q − k`, so each chip receives its own quarter from chip
/// `q + k`.
#[device(chip = 4)]
pub fn reduce_scatter(ctx: &mut Context, x: &HbmTensor<i32, Chips, m![S, W]>) -> HbmTensor<i32, Chips, m![S, W % 8]> {
    let partials: Partials = x.to_dm(&mut ctx.tdma, SLOTS.at(0));
    let mut sum = quarter_of(ctx, &partials, &[0, 1, 2, 3]);
    for k in 1..4 {
        let mut slices = [0; 4];
        let mut from = [0; 4];
        for q in 0..4 {
            slices[q] = (q + 4 - k) % 4;
            from[q] = (q + k) % 4;
        }
        let sliced = quarter_of(ctx, &partials, &slices);
        let moved = ctx.tdma.dm_chip_shuffle::<_, 4, _, _, _, _>(sliced.view(), &from);
        sum = add_quarters(ctx, &sum, &moved, SLOTS.at(1 + k));
    }
    sum.to_hbm(&mut ctx.tdma, RESULTS.at(0))
}
