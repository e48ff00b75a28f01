//! The axes, the row layouts and the one pass every lane kernel makes.

pub(crate) use furiosa_visa_std::prelude::*;

axes![
    N = 1024, // rows, four a slice
    W = 8,    // an i32 row: one flit
    H = 4,    // an f32 row: half a flit, padded
];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];

/// Word rows in DM: 256 slices of four rows.
pub type Words<D> = DmTensor<D, Chip, Cluster, m![N / 4], m![N % 4, W]>;
/// Half rows in DM, four of them a slice.
pub type Halves<D> = DmTensor<D, Chip, Cluster, m![N / 4], m![N % 4, H]>;

/// Where a kernel stages its input, commits its result and writes it back.
pub const STAGE: usize = 0x2000;
pub const DONE: usize = 0x6000;
pub const BACK: usize = 0x40_0000;

/// `$x` (HBM rows of `$row` columns) staged as `$dm`, fetched a row a time step (`$flit` the
/// collected packet), the stages `$op` between `vector_init` and `vector_final`, committed and
/// written back. `lane_pass!(ctx, x, i32, Words, W, m![W], [.vector_intra_slice_branch(…)
/// .vector_fxp(FxpBinaryOp::AddFxp, 1)])` is `x + 1`.
macro_rules! lane_pass {
    ($ctx:ident, $x:ident, $d:ty, $dm:ident, $row:ty, $flit:ty, [$($op:tt)*]) => {{
        let staged: $dm<$d> = $x.to_dm(&mut $ctx.tdma, STAGE);
        let done: $dm<$d> = $ctx
            .main
            .begin(staged.view())
            .fetch::<$d, m![N % 4], m![$row]>()
            .collect::<m![N % 4], $flit>()
            .vector_init()
            $($op)*
            .vector_final()
            .commit(DONE);
        done.to_hbm(&mut $ctx.tdma, BACK)
    }};
}
