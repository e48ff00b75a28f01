//! Four chips: slices picked per chip, an all-reduce by two shuffles, and chip tiles of views.

use super::*;

/// Chip `q` keeps the eighth `pattern[q]` of its row, `pattern = [3, 0, 1, 2]`:
/// `out[q, s, w] = x[q, s, 8 pattern[q] + w]`.
#[device(chip = 4)]
pub fn eighth_per_chip(ctx: &mut Context, x: &HbmTensor<i32, Chips, m![S, W]>) -> HbmTensor<i32, Chips, m![S, W % 8]> {
    let dm: ChipRows = x.to_dm(&mut ctx.tdma, ARENA.slot(0));
    let kept: DmTensor<i32, Chips, m![1 # 2], m![S], m![W % 8]> = ctx
        .sub
        .parallel_copy_chip_slice::<4, m![W / 8], m![1 # 4, W % 8], _, _, _, _, _, _>(dm.view(), &[3, 0, 1, 2]);
    kept.to_hbm(&mut ctx.tdma, ARENA.result(0))
}

/// `a + b` on every chip, interleaved on `J` and zipped by the clip unit.
fn add_on_chips(ctx: &mut Context, a: &ChipRows, b: &ChipRows, address: usize) -> ChipRows {
    ctx.main
        .begin_interleaved::<J, _, _, _, _, _>(a.view(), b.view())
        .fetch::<i32, m![W / 8, J], m![W % 8]>()
        .collect::<m![W / 8, J], m![W % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<J, m![W / 8, 1 # 2], m![W / 8]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit(address)
}

/// The four chips' tensors summed on every chip (wrapping): each chip adds the next chip's
/// tensor, then the tensor of the chip two on: `out[q, s, w] = Σ_c x[c, s, w]`.
#[device(chip = 4)]
pub fn sum_four_chips(ctx: &mut Context, x: &HbmTensor<i32, Chips, m![S, W]>) -> HbmTensor<i32, Chips, m![S, W]> {
    let own: ChipRows = x.to_dm(&mut ctx.tdma, ARENA.slot(0));
    let next = ctx.tdma.dm_chip_shuffle::<_, 4, _, _, _, _>(own.view(), &[1, 2, 3, 0]);
    let pairs = add_on_chips(ctx, &own, &next, ARENA.slot(1));
    let across = ctx.tdma.dm_chip_shuffle::<_, 4, _, _, _, _>(pairs.view(), &[2, 3, 0, 1]);
    let total = add_on_chips(ctx, &pairs, &across, ARENA.slot(2));
    total.to_hbm(&mut ctx.tdma, ARENA.result(0))
}

/// The second half of each upper chip's row copied over the first half of the chip two below,
/// through tiles of chip tiles: `out[q, s, w] = x[q + 2, s, w + 16]` for `q < 2` and `w < 16`,
/// `x[q, s, w]` otherwise.
#[device(chip = 4)]
pub fn upper_halves_down(ctx: &mut Context, x: &HbmTensor<i32, Chips, m![S, W]>) -> HbmTensor<i32, Chips, m![S, W]> {
    let dm: ChipRows = x.to_dm(&mut ctx.tdma, ARENA.slot(0));
    let mut out: ChipRows = x.to_dm(&mut ctx.tdma, ARENA.slot(1));
    for q in 0..2 {
        let source = dm.view().chip_tile::<m![Q], 1, m![1 # 4]>(q + 2).tile::<m![W / 16], 1, m![1 # 2, W % 16]>(1);
        let mut chip = out.view_mut().chip_tile::<m![Q], 1, m![1 # 4]>(q);
        source.to_dm_view(&mut ctx.tdma, chip.tile::<m![W / 16], 1, m![1 # 2, W % 16]>(0));
    }
    out.to_hbm(&mut ctx.tdma, ARENA.result(0))
}
