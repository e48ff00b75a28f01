//! Axes and placements shared by the kernels.

use furiosa_visa_std::prelude::*;

axes![
    A = 512,  // rows, two a slice
    B = 4,    // features of a row, along the packet
    R = 4,    // rows reduced or toggled along time
    W = 16,   // a row's width reduced inside a slice
    I = 2,    // the two tensors of an interleaved pair
];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];

/// A row tensor spread two rows a slice, its features along the packet.
pub type Rows<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2, B]>;

/// Rows narrowed to one byte, each padded to 8 so that a commit writes 8 bytes at a time.
pub type Bytes<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2, B # 8]>;

/// A row tensor in HBM, of any element type.
pub type Hbm<D> = HbmTensor<D, Chip, m![A, B]>;

/// One pass of the Vector Engine over a row tensor: `$x` staged in DM at 0x1000 as `Rows<$d>`,
/// fetched two rows a slice with its features along the packet (padded to 8 by the collect), the
/// stages `$op` in order from `vector_init` on (ending with `vector_final`, and a `cast` where the
/// result narrows), committed at 0x2000 as `$out` and written to HBM at 0x10000.
/// `row_pass!(ctx, x, i32, Rows<i32>, [.vector_intra_slice_branch(BranchMode::Unconditional)
/// .vector_fxp(FxpBinaryOp::AddFxp, 1) .vector_final()])` is `x + 1`.
macro_rules! row_pass {
    ($ctx:ident, $x:ident, $d:ty, $out:ty, [$($op:tt)*]) => {{
        let x_dm: Rows<$d> = $x.to_dm(&mut $ctx.tdma, 0x1000);
        let y: $out = $ctx
            .main
            .begin(x_dm.view())
            .fetch::<$d, m![A % 2], m![B]>()
            .collect::<m![A % 2], m![B # 8]>()
            .vector_init()
            $($op)*
            .commit(0x2000);
        y.to_hbm(&mut $ctx.tdma, 0x10000)
    }};
}
