//! Loops over iterators: `enumerate` over an array built by `std::array::from_fn`, `rev`,
//! `step_by`, `zip`, and an array of views consumed by `into_iter`.

use super::*;

/// The quarter `i` of `[A, Q]` (rows `512 i .. 512 i + 512`).
type Quarter = m![1 # 4, A % 512, Q];

/// `out = x`, one quarter of `A` at a time through DM; the staging addresses come from
/// `std::array::from_fn` and the loop from `iter().enumerate()`.
#[device(chip = 1)]
pub fn quarters_from_fn(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, Q]>) -> HbmTensor<i32, Chip, m![A, Q]> {
    let slots: [usize; PARTS] = std::array::from_fn(|i| STAGE + i * 0x2000);
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, Q]>::from_addr(OUT) };
    for (i, &at) in slots.iter().enumerate() {
        let staged = x
            .view()
            .tile::<m![A / 512], 1, Quarter>(i)
            .to_dm::<Cluster, Spread, m![A / 256 % 2, Q]>(&mut ctx.tdma, at);
        staged
            .view()
            .to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A / 512], 1, Quarter>(i));
    }
    out
}

/// `out[q, a] = x[a, q]` (i16), HBM to HBM in eighths of `A`: the even eighths counted down by
/// `(0..8).rev().step_by(2)`, the odd ones up by `(1..8).step_by(2)`.
#[device(chip = 1)]
pub fn eighths_rev_step(ctx: &mut Context, x: &HbmTensor<i16, Chip, m![A, Q]>) -> HbmTensor<i16, Chip, m![Q, A]> {
    let mut out = unsafe { HbmTensor::<i16, Chip, m![Q, A]>::from_addr(OUT) };
    for e in (0..8).rev().step_by(2) {
        let src = x.view().tile::<m![A / 256], 1, m![1 # 8, A % 256, Q]>(e - 1);
        let dst = out.view_mut().tile::<m![A / 256], 1, m![Q, 1 # 8, A % 256]>(e - 1);
        src.to_hbm_view(&mut ctx.tdma, dst);
    }
    for e in (1..8).step_by(2) {
        let src = x.view().tile::<m![A / 256], 1, m![1 # 8, A % 256, Q]>(e);
        let dst = out.view_mut().tile::<m![A / 256], 1, m![Q, 1 # 8, A % 256]>(e);
        src.to_hbm_view(&mut ctx.tdma, dst);
    }
    out
}

/// `out = x` (bf16) through DM halves: two tile views kept in an array, consumed by
/// `into_iter().enumerate()`, each staged at an address from a zipped list.
#[device(chip = 1)]
pub fn halves_in_array(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![A, Q]>) -> HbmTensor<bf16, Chip, m![A, Q]> {
    let halves = [
        x.view().tile::<m![A / 1024], 1, m![1 # 2, A % 1024, Q]>(0),
        x.view().tile::<m![A / 1024], 1, m![1 # 2, A % 1024, Q]>(1),
    ];
    let mut out = unsafe { HbmTensor::<bf16, Chip, m![A, Q]>::from_addr(OUT) };
    for ((h, half), at) in halves.into_iter().enumerate().zip([0x1_0000usize, 0x2_0000]) {
        let staged: DmTensor<bf16, Chip, Cluster, Spread, m![A / 256 % 4, Q]> = half.to_dm(&mut ctx.tdma, at);
        staged
            .view()
            .to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A / 1024], 1, m![1 # 2, A % 1024, Q]>(h));
    }
    out
}

/// `out = x` with the quarter loop's bound counted by a `loop` and the quarters visited in the
/// order of a `Vec` built by `map` and `collect`, the odd ones dropped by `filter` and taken again
/// by `skip(1).step_by(2)`.
#[device(chip = 1)]
pub fn collected_order(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A, Q]>) -> HbmTensor<i8, Chip, m![A, Q]> {
    let mut parts = 0;
    loop {
        parts += 1;
        if parts * PART_ROWS >= 2048 {
            break;
        }
    }
    let even: Vec<usize> = (0..parts).map(|i| (i + 2) % parts).filter(|i| i % 2 == 0).collect();
    let odd: Vec<usize> = (0..parts).skip(1).step_by(2).collect();
    let order: Vec<usize> = even.iter().chain(odd.iter()).copied().collect();
    let order: Vec<usize> = (0..parts).map(|i| (i + 2) % parts).collect();
    let mut out = unsafe { HbmTensor::<i8, Chip, m![A, Q]>::from_addr(OUT) };
    for &i in order.iter() {
        let src = x.view().tile::<m![A / 512], 1, Quarter>(i);
        src.to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![A / 512], 1, Quarter>(i));
    }
    out
}
