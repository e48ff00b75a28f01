//! Axes, layouts and places shared by the kernels.

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

/// Rows of four, two a slice.
pub type Quads<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2, F]>;

/// A row tensor of `B` columns in HBM.
pub type HbmRows<D> = HbmTensor<D, Chip, m![A, B]>;

/// A row tensor of `F` columns in HBM.
pub type HbmQuads<D> = HbmTensor<D, Chip, m![A, F]>;

/// A run of equally spaced addresses: `SLOTS.at(2)` is `0x3000`.
pub struct Places {
    pub first: usize,
    pub step: usize,
}

impl Places {
    /// Place `i` of the run.
    pub const fn at(&self, i: usize) -> usize {
        self.first + i * self.step
    }
}

/// DM staging slots, 4 KiB apart.
pub const SLOTS: Places = Places { first: 0x1000, step: 0x1000 };

/// HBM results, 1 MiB apart.
pub const RESULTS: Places = Places { first: 1 << 20, step: 1 << 20 };

/// The Vector Engine's pass over the rows `$x` (a `Rows<$d>` in DM), a row a packet, then the
/// stages `$op` in order from `vector_init` up to and with `vector_final`, committed at slot
/// `$slot`. `row_stream!(ctx, x, i32, 1, [.vector_intra_slice_branch(BranchMode::Unconditional)
/// .vector_fxp(FxpBinaryOp::AddFxp, 1)])` is `x + 1`.
macro_rules! row_stream {
    ($ctx:ident, $x:ident, $d:ty, $slot:expr, [$($op:tt)*]) => {
        $ctx.main
            .begin($x.view())
            .fetch::<$d, m![A % 2], m![B]>()
            .collect::<m![A % 2], m![B]>()
            .vector_init()
            $($op)*
            .vector_final()
            .commit(SLOTS.at($slot))
    };
}

/// The Vector Engine's pass over the quads `$x` (a `Quads<$d>` in DM), each row of four padded to
/// a flit by the collect, the stages `$op` in order between `vector_init` and `vector_final`,
/// committed at slot `$slot`.
macro_rules! quad_stream {
    ($ctx:ident, $x:ident, $d:ty, $slot:expr, [$($op:tt)*]) => {
        $ctx.main
            .begin($x.view())
            .fetch::<$d, m![A % 2], m![F]>()
            .collect::<m![A % 2], m![F # 8]>()
            .vector_init()
            $($op)*
            .vector_final()
            .commit(SLOTS.at($slot))
    };
}

/// The pass over the pair `$a`, `$b` (both `$layout` in DM, a row `$packet` long) interleaved on
/// `I` and unzipped into two groups (`$a` group zero), then the stages `$op` (the groups' own
/// operations, then a zip) up to and with `vector_final`, committed at slot `$slot`.
macro_rules! pair_stream {
    ($ctx:ident, $a:ident, $b:ident, $d:ty, $packet:ty, $flit:ty, $slot:expr, [$($op:tt)*]) => {
        $ctx.main
            .begin_interleaved::<I, _, _, _, _, _>($a.view(), $b.view())
            .fetch::<$d, m![A % 2, I], $packet>()
            .collect::<m![A % 2, I], $flit>()
            .vector_init()
            .vector_intra_slice_unzip::<I, m![A % 2, 1 # 2], m![A % 2]>()
            $($op)*
            .vector_final()
            .commit(SLOTS.at($slot))
    };
}
