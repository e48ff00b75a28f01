//! An embedding table held by a struct: the token ids turned into byte offsets and the rows
//! gathered by `&self` methods.

use crate::shapes::*;

axes![
    S = 512,  // tokens, two a slice
    V = 1024, // rows of the table
    E = 8,    // values of a row
];

/// The bytes of a row of `E` i32 values.
const ROW_BYTES: i32 = 32;

/// Gathered tokens, two a slice, each one's row in the slice.
pub type Tokens = DmTensor<i32, Chip, Cluster, m![S / 2], m![S % 2, E]>;

/// A table of `V` rows in HBM, looked up by token ids.
pub struct Table<'t> {
    rows: &'t HbmTensor<i32, Chip, m![V, E]>,
    staging: u64,
}

impl<'t> Table<'t> {
    /// The table `rows`, its ids staged at `staging`.
    pub fn new(rows: &'t HbmTensor<i32, Chip, m![V, E]>, staging: u64) -> Self {
        Table { rows, staging }
    }

    /// `ids · ROW_BYTES` in HBM: the byte offset of each token's row.
    fn offsets(&self, ctx: &mut Context, ids: &HbmTensor<i32, Chip, m![S]>) -> HbmTensor<i32, Chip, m![S]> {
        let staged: DmTensor<i32, Chip, Cluster, m![S / 2], m![S % 2]> = ids.to_dm(&mut ctx.tdma, self.staging);
        let scaled: DmTensor<i32, Chip, Cluster, m![S / 2], m![S % 2]> = ctx
            .main
            .begin(staged.view())
            .fetch::<i32, m![1], m![S % 2]>()
            .collect::<m![1], m![S % 2 # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::MulInt, ROW_BYTES)
            .vector_final()
            .commit::<m![S % 2]>(self.staging);
        scaled.to_hbm(&mut ctx.tdma, OUT + 0x10_0000)
    }

    /// Row `ids[s]` of the table for every token `s`.
    pub fn lookup(&self, ctx: &mut Context, ids: &HbmTensor<i32, Chip, m![S]>, at: u64) -> Tokens {
        let offsets = self.offsets(ctx, ids);
        self.rows.dma_gather(&offsets, at)
    }
}

/// `out[s, e] = rows[ids[s], e] − 7`.
#[device(chip = 1)]
pub fn rows_looked_up(
    ctx: &mut Context,
    rows: &HbmTensor<i32, Chip, m![V, E]>,
    ids: &HbmTensor<i32, Chip, m![S]>,
) -> HbmTensor<i32, Chip, m![S, E]> {
    let table = Table::new(rows, 0x1000);
    let tokens = table.lookup(ctx, ids, 0x2000);
    let out: Tokens = ctx
        .main
        .begin(tokens.view())
        .fetch::<i32, m![S % 2], m![E]>()
        .collect::<m![S % 2], m![E]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::SubFxp, 7)
        .vector_final()
        .commit(0x3000);
    out.to_hbm(&mut ctx.tdma, OUT)
}
