//! Rows and columns reordered by tiled copies, the tile indices computed the ways a team writes
//! them: a closure, `rev`, `windows`, `chunks`, a `loop` breaking with a value, and constants of an
//! `impl` block as const generic arguments.

use super::*;

type Rows = DmTensor<i32, Chip, Cluster, m![R], m![T]>;

/// A grid of row quarters by column quarters.
struct Quarters;

impl Quarters {
    const COUNT: usize = 4;
    const ONE: usize = 1;
    const BOUNDS: [usize; 5] = [0, 1, 2, 3, 4];
}

/// `out[r, t] = x[(r + 192) mod 256, t]`: row quarter `q` of the output is quarter `3 - q` of `x`.
#[device(chip = 1)]
pub fn row_quarters_reversed(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, T]>) -> HbmTensor<i32, Chip, m![R, T]> {
    let ctx = &mut *ctx;
    let rows: Rows = x.to_dm(&mut ctx.tdma, 0x1000);
    let mut out = unsafe { HbmTensor::<i32, Chip, m![R, T]>::from_addr(0x10_0000) };
    let target = |q: usize| Quarters::COUNT - 1 - q;
    for (q, source) in (0..Quarters::COUNT).rev().enumerate() {
        rows.view()
            .slice_tile::<m![R / 64], { Quarters::ONE }, m![1 # 4, R % 64]>(source)
            .to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![R / 64], { Quarters::ONE }, m![1 # 4, R % 64, T]>(target(q)));
    }
    out
}

/// `out[r, t] = x[r, t]`, the column quarters copied pair by pair (`chunks(2)`), each pair's
/// bounds read with `windows(2)`.
#[device(chip = 1)]
pub fn column_quarters_in_pairs(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, T]>) -> HbmTensor<i32, Chip, m![R, T]> {
    let rows: Rows = x.to_dm(&mut ctx.tdma, 0x1000);
    let mut out = unsafe { HbmTensor::<i32, Chip, m![R, T]>::from_addr(0x10_0000) };
    for pair in Quarters::BOUNDS.windows(2).collect::<Vec<_>>().chunks(2) {
        for bounds in pair {
            let start = bounds[0];
            debug_assert_eq!(bounds[1], start + 1);
            rows.view()
                .tile::<m![T / 16], 1, m![1 # 4, T % 16]>(start)
                .to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![T / 16], 1, m![R, 1 # 4, T % 16]>(start));
        }
    }
    out
}

/// `out[r, t] = x[r, t] + 2`, written at the first DM address of a list past the input's tile,
/// found by a `loop` that breaks with it.
#[device(chip = 1)]
pub fn plus_two_first_free(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, T]>) -> HbmTensor<i32, Chip, m![R, T]> {
    const INPUT_AT: Address = 0x1000;
    const CANDIDATES: [Address; 4] = [0x1000, 0x1080, 0x1100, 0x2000];
    let rows: Rows = x.to_dm(&mut ctx.tdma, INPUT_AT);
    let tile = u64::from(<m![T]>::SIZE as u32) * 4;
    let mut i = 0;
    let out_at = loop {
        let at = CANDIDATES[i];
        if at >= INPUT_AT + tile {
            break at;
        }
        i += 1;
    };
    let out: Rows = ctx
        .main
        .begin(rows.view())
        .fetch::<i32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 2)
        .vector_final()
        .commit(out_at);
    out.to_hbm(&mut ctx.tdma, 0x10_0000)
}
