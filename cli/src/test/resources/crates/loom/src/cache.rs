//! A key-value cache held by a struct that borrows the output: new rows written at their slots by
//! a `&mut self` method.

use crate::shapes::*;

axes![
    K = 256,  // new rows, two a slice
    C = 1024, // lines of the cache
    P = 8,    // values of a line
];

/// A cache of `C` lines in HBM, written through `&mut self`.
pub struct Cache<'c> {
    lines: &'c mut HbmTensor<i32, Chip, m![C, P]>,
    written: usize,
}

impl<'c> Cache<'c> {
    /// Row `k` of `rows` written at line `slots[k] / 32`: the slots are byte offsets (`scaled`), a
    /// line of `P` i32 values 32 bytes.
    pub fn store(&mut self, ctx: &mut Context, rows: &HbmTensor<i32, Chip, m![K, P]>, slots: &HbmTensor<i32, Chip, m![K]>) {
        let staged: DmTensor<i32, Chip, Cluster, m![K / 2], m![K % 2, P]> = rows.to_dm(&mut ctx.tdma, 0x1000);
        staged.dma_scatter::<m![K], _, _>(slots, self.lines, true);
        self.written += 1;
    }
}

/// `cache[slots[k] / 32] = rows[k]` for every new row `k` (the slots byte offsets of lines); the
/// other lines keep their values.
#[device(chip = 1)]
pub fn cache_store(
    ctx: &mut Context,
    rows: &HbmTensor<i32, Chip, m![K, P]>,
    slots: &HbmTensor<i32, Chip, m![K]>,
    cache: &mut HbmTensor<i32, Chip, m![C, P]>,
) {
    let mut lines = Cache { lines: cache, written: 0 };
    lines.store(ctx, rows, slots);
}
