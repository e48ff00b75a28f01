//! Four chips, each keeping the half of every row a struct's pattern picks for it, then scaling it.

use crate::shapes::*;

axes![
    Q = 4,   // chips
    R2 = 256, // rows of a chip, one a slice
    V2 = 32, // values of a row
];

/// The chips.
type Chips = m![Q];
/// Each chip's rows, one a slice.
type ChipRows = DmTensor<i32, Chips, m![1 # 2], m![R2], m![V2]>;
/// The half of each row a chip keeps, padded to the row's stride.
type Kept = DmTensor<i32, Chips, m![1 # 2], m![R2], m![1 # 2, V2 % 16]>;

/// Which half of its rows each of `N` chips keeps.
pub struct Picker<const N: usize> {
    halves: [usize; N],
}

impl<const N: usize> Picker<N> {
    /// Each chip's half `halves[q]`, copied by the sub context's parallel copy.
    fn pick(&self, ctx: &mut Context, x: &ChipRows) -> Kept {
        ctx.sub
            .parallel_copy_chip_slice::<4, m![V2 / 16], m![1 # 2, V2 % 16], _, _, _, _, _, _>(x.view(), &self.halves)
    }
}

/// `out[q, r, v] = 3 · x[q, r, 16 · halves[q] + v]` with `halves = [1, 0, 0, 1]`.
#[device(chip = 4)]
pub fn halves_per_chip(ctx: &mut Context, x: &HbmTensor<i32, Chips, m![R2, V2]>) -> HbmTensor<i32, Chips, m![R2, V2 % 16]> {
    let picker = Picker { halves: [1, 0, 0, 1] };
    let rows: ChipRows = x.to_dm(&mut ctx.tdma, 0x1000);
    let kept = picker.pick(ctx, &rows);
    let scaled: DmTensor<i32, Chips, m![1 # 2], m![R2], m![V2 % 16]> = ctx
        .main
        .begin(kept.view())
        .fetch::<i32, m![V2 % 16 / 8], m![V2 % 8]>()
        .collect::<m![V2 % 16 / 8], m![V2 % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 3)
        .vector_final()
        .commit(0x3000);
    scaled.to_hbm(&mut ctx.tdma, OUT)
}
