//! Axes, layouts and addresses shared by the kernels.

use furiosa_visa_std::prelude::*;

axes![
    A = 512, // rows, two a slice
    B = 8,   // an i32 row: one flit
    F = 4,   // an f32 row: one way-4 packet
    I = 2,   // the two tensors of an interleaved pair
];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];

/// Rows of one flit, two a slice.
pub type Rows<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2, B]>;

/// Rows of four, two a slice (padded to a flit by the collect).
pub type Quads<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2, F]>;

/// The Vector Engine's unconditional pass over `$x`, i32 rows in DM two a slice (`Rows<i32>`):
/// the stages `$op` in order, then `vector_final`, up to the commit.
/// `rows_stream!(ctx, x, [.vector_fxp(FxpBinaryOp::AddFxp, 1)]).commit(ARENA.slot(1))` commits `x + 1`.
macro_rules! rows_stream {
    ($ctx:ident, $x:ident, [$($op:tt)*]) => {
        $ctx.main
            .begin($x.view())
            .fetch::<i32, m![A % 2], m![B]>()
            .collect::<m![A % 2], m![B]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            $($op)*
            .vector_final()
    };
}

/// `$x` staged in DM at slot 0 as `$input`, one pass of the Vector Engine over it fetching `$e`
/// two rows a slice, each row's `$packet` collected into the flit `$flit`, the stages `$op` in order
/// from `vector_init` on, then `vector_final`, committed at slot 1 as `$output` and written to HBM
/// at result 0. Reached through [`rows_pass`] and [`quads_pass`].
macro_rules! single_pass {
    ($ctx:ident, $x:ident, $input:ty, $output:ty, $e:ty, $packet:ty, $flit:ty, [$($op:tt)*]) => {{
        let x_dm: $input = $x.to_dm(&mut $ctx.tdma, ARENA.slot(0));
        let y: $output = $ctx
            .main
            .begin(x_dm.view())
            .fetch::<$e, m![A % 2], $packet>()
            .collect::<m![A % 2], $flit>()
            .vector_init()
            $($op)*
            .vector_final()
            .commit(ARENA.slot(1));
        y.to_hbm(&mut $ctx.tdma, ARENA.result(0))
    }};
}

/// [`single_pass`] over `Rows<$d>` into `Rows<$d>`, a row one flit.
/// `rows_pass!(ctx, x, i32, [.vector_intra_slice_branch(BranchMode::Unconditional)
/// .vector_fxp(FxpBinaryOp::AddFxp, 1)])` is `x + 1`.
macro_rules! rows_pass {
    ($ctx:ident, $x:ident, $d:ty, [$($op:tt)*]) => {
        single_pass!($ctx, $x, Rows<$d>, Rows<$d>, $d, m![B], m![B], [$($op)*])
    };
}

/// [`single_pass`] over `Quads<$d>` into `Quads<$out>`, a row of four padded to a flit.
macro_rules! quads_pass {
    ($ctx:ident, $x:ident, $d:ty, $out:ty, [$($op:tt)*]) => {
        single_pass!($ctx, $x, Quads<$d>, Quads<$out>, $d, m![F], m![F # 8], [$($op)*])
    };
}

/// A row tensor of `B` columns in HBM.
pub type HbmRows<D> = HbmTensor<D, Chip, m![A, B]>;

/// A row tensor of `F` columns in HBM.
pub type HbmQuads<D> = HbmTensor<D, Chip, m![A, F]>;

/// One KiB.
pub const KIB: usize = 1 << 10;

/// Where a kernel puts its tensors: DM staging slots from `dm`, HBM results from `hbm`.
pub struct Arena {
    pub dm: usize,
    pub hbm: usize,
}

impl Arena {
    /// The distance between two DM slots.
    pub const DM_STEP: usize = 4 * KIB;

    /// The arena every kernel of the crate uses.
    pub const fn standard() -> Self {
        Self { dm: 4 * KIB, hbm: 1 << 20 }
    }

    /// DM slot `i`.
    pub const fn slot(&self, i: usize) -> usize {
        self.dm + i * Self::DM_STEP
    }

    /// HBM result `i`, a MiB apart.
    pub const fn result(&self, i: usize) -> usize {
        self.hbm + (i << 20)
    }
}

pub const ARENA: Arena = Arena::standard();
