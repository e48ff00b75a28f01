//! Control flow the reference's host code computes before any data moves: `while`, `loop` with
//! `break` and `continue`, `if let` and `while let` on known values, and a helper that advances an
//! address through `&mut`.

use furiosa_visa_std::prelude::*;

axes![N = 1024, T = 8];

type Chip = m![1];
type Cluster = m![1 # 2];

/// DM addresses of the staging buffers, one per quarter of `N`; the last quarter has none and
/// takes the default.
const STAGING: [usize; 3] = [0x4000, 0x8000, 0xC000];

/// Moves `*at` past a buffer of `bytes`, rounded up to 4 KiB.
fn advance(at: &mut usize, bytes: usize) {
    *at += (bytes + 0xFFF) / 0x1000 * 0x1000;
}

/// Copies `x` one quarter of `N` at a time through DM, the quarters chosen by a `while` loop and
/// their staging addresses by `if let`: `out = x`.
#[device(chip = 1)]
pub fn quarters_while(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N, T]>) -> HbmTensor<i32, Chip, m![N, T]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![N, T]>::from_addr(1 << 24) };
    let mut q = 0;
    while q < 4 {
        let at = if let Some(&a) = STAGING.get(q) { a } else { 0x1_0000 };
        let part = x.view().tile::<m![N / 256], 1, m![1 # 4, N % 256, T]>(q);
        let staged: DmTensor<i32, Chip, Cluster, m![N % 256], m![1 # 4, T]> = part.to_dm(&mut ctx.tdma, at);
        staged
            .view()
            .to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![N / 256], 1, m![1 # 4, N % 256, T]>(q));
        q += 1;
    }
    out
}

/// The same copy with `loop`: odd quarters skip ahead with `continue` and are copied on the way
/// back down by `while let`; each staging address comes from `advance`.
#[device(chip = 1)]
pub fn quarters_loop(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N, T]>) -> HbmTensor<i32, Chip, m![N, T]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![N, T]>::from_addr(1 << 24) };
    let mut at = 0x4000;
    let mut q = 0;
    loop {
        if q == 4 {
            break;
        }
        q += 1;
        if (q - 1) % 2 == 1 {
            continue;
        }
        copy_quarter(ctx, x, &mut out, q - 1, at);
        advance(&mut at, 256 * 8 * 4);
    }
    let odd = [3usize, 1];
    let mut i = 0;
    while let Some(&r) = odd.get(i) {
        copy_quarter(ctx, x, &mut out, r, at);
        advance(&mut at, 256 * 8 * 4);
        i += 1;
    }
    out
}

fn copy_quarter(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![N, T]>,
    out: &mut HbmTensor<i32, Chip, m![N, T]>,
    q: usize,
    at: usize,
) {
    let staged: DmTensor<i32, Chip, Cluster, m![N % 256], m![1 # 4, T]> =
        x.view().tile::<m![N / 256], 1, m![1 # 4, N % 256, T]>(q).to_dm(&mut ctx.tdma, at);
    staged
        .view()
        .to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![N / 256], 1, m![1 # 4, N % 256, T]>(q));
}
