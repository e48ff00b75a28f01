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

/// A row tensor kept in the VRF, laid out as [`Rows`].
pub type RowsVrf<D> = VrfTensor<D, Chip, Cluster, m![A / 2], m![A % 2, B]>;

/// `x` read by the sub context into the VRF at `vrf`, two rows a slice.
pub fn rows_to_vrf<D: VeScalar>(ctx: &mut Context, x: &Rows<D>, vrf: Address) -> RowsVrf<D> {
    ctx.sub
        .begin(x.view())
        .fetch::<D, m![A % 2], m![B]>()
        .collect::<m![A % 2], m![B # 8]>()
        .to_vrf(vrf)
}

/// `x` staged in DM as rows at 0x1000, and `v` staged at 0x2000 and read into the VRF at 0 as an
/// operand of `x`'s pass.
pub fn rows_and_vrf<D: VeScalar>(ctx: &mut Context, x: &Hbm<D>, v: &Hbm<D>) -> (Rows<D>, RowsVrf<D>) {
    let x_dm: Rows<D> = x.to_dm(&mut ctx.tdma, 0x1000);
    let v_dm: Rows<D> = v.to_dm(&mut ctx.tdma, 0x2000);
    (x_dm, rows_to_vrf(ctx, &v_dm, 0))
}

/// The branch that puts in group one the lanes `$kind` comparison `$cmp` holds for and leaves the
/// others in group zero (the first three comparisons never hold):
/// `.vector_intra_slice_branch(group_one_if!(F32, InputCmpF32::Less { boundary: 0.0 }))` groups
/// the negative lanes.
macro_rules! group_one_if {
    ($kind:ident, $cmp:ident :: $($test:tt)*) => {
        BranchMode::Comparison([
            InputCmp::$kind($cmp::False),
            InputCmp::$kind($cmp::False),
            InputCmp::$kind($cmp::False),
            InputCmp::$kind($cmp::$($test)*),
        ])
    };
}

/// The Vector Engine's pass over the row tensor `$x` of `$d` in DM: fetched two rows a slice with
/// its features along the packet (padded to 8 by the collect), then the stages `$op` in order from
/// `vector_init` on, up to and with the commit.
/// `row_stream!(ctx, x, i32, [.vector_intra_slice_branch(BranchMode::Unconditional)
/// .vector_fxp(FxpBinaryOp::AddFxp, 1) .vector_final() .commit(0x2000)])` commits `x + 1`.
macro_rules! row_stream {
    ($ctx:ident, $x:ident, $d:ty, [$($op:tt)*]) => {
        $ctx.main
            .begin($x.view())
            .fetch::<$d, m![A % 2], m![B]>()
            .collect::<m![A % 2], m![B # 8]>()
            .vector_init()
            $($op)*
    };
}

/// Both tensors of a pair staged in DM as rows, the first at 0x1000 and the second at 0x2000.
pub fn rows_pair<D: Scalar>(ctx: &mut Context, a: &Hbm<D>, b: &Hbm<D>) -> (Rows<D>, Rows<D>) {
    (a.to_dm(&mut ctx.tdma, 0x1000), b.to_dm(&mut ctx.tdma, 0x2000))
}

/// The Vector Engine's pass over the pair `$a`, `$b` of row tensors of `$d` in DM, interleaved on
/// `I` and unzipped into two groups (`$a` group zero), then the stages `$op` in order (each group's
/// own, then a zip), up to and with the commit.
/// `pair_stream!(ctx, a_dm, b_dm, i32, [.vector_fxp_zip(FxpBinaryOp::AddFxp) .vector_final()
/// .commit(0x3000)])` commits `a + b`.
macro_rules! pair_stream {
    ($ctx:ident, $a:ident, $b:ident, $d:ty, [$($op:tt)*]) => {
        $ctx.main
            .begin_interleaved::<I, _, _, _, _, _>($a.view(), $b.view())
            .fetch::<$d, m![A % 2, I], m![B]>()
            .collect::<m![A % 2, I], m![B # 8]>()
            .vector_init()
            .vector_intra_slice_unzip::<I, m![A % 2, 1 # 2], m![A % 2]>()
            $($op)*
    };
}

/// [`pair_stream`] of `$a` and `$b` staged in DM by [`rows_pair`], the stages `$op` ending with
/// `vector_final`, committed at 0x3000 as `Rows<$d>` and written to HBM at 0x10000.
/// `pair_pass!(ctx, a, b, i32, [.vector_fxp_zip(FxpBinaryOp::AddFxp) .vector_final()])` is `a + b`.
macro_rules! pair_pass {
    ($ctx:ident, $a:ident, $b:ident, $d:ty, [$($op:tt)*]) => {{
        let (a_dm, b_dm) = rows_pair($ctx, $a, $b);
        let out: Rows<$d> = pair_stream!($ctx, a_dm, b_dm, $d, [$($op)* .commit(0x3000)]);
        out.to_hbm(&mut $ctx.tdma, 0x10000)
    }};
}

/// The Vector Engine's pass over `$x` of `$d` in DM, two rows `A` a slice, each row's `W` values
/// along time and a flit, then the stages `$op` in order from `vector_init` on, up to and with the
/// commit (or the `to_vrf`).
/// `wide_stream!(ctx, x_dm, i32, [.vector_intra_slice_branch(BranchMode::Unconditional)
/// .vector_fxp(FxpBinaryOp::AddFxp, 1) .vector_final() .commit(0x2000)])` commits `x + 1`.
macro_rules! wide_stream {
    ($ctx:ident, $x:ident, $d:ty, [$($op:tt)*]) => {
        $ctx.main
            .begin($x.view())
            .fetch::<$d, m![A % 2, W / 8], m![W % 8]>()
            .collect::<m![A % 2, W / 8], m![W % 8]>()
            .vector_init()
            $($op)*
    };
}

/// Columns spread eight a slice, the reduced rows `R` on neighbouring slices.
pub type Spread<D> = DmTensor<D, Chip, Cluster, m![A / 8, R], m![A % 8]>;
/// One result per column, the reduced slices padded.
pub type Reduced<D> = DmTensor<D, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]>;

/// `$x` staged in DM at 0x1000 as `Spread<$d>`, one pass of the Vector Engine reducing each
/// column's four rows across the slices by `$reduce`, then the stages `$op` in order, committed
/// at 0x2000 as `Reduced<$d>` and written to HBM at 0x10000.
/// `column_pass!(ctx, x, i32, InterSliceReduceOpI32::AddSat, [])` is each column's saturating sum.
macro_rules! column_pass {
    ($ctx:ident, $x:ident, $d:ty, $reduce:expr, [$($op:tt)*]) => {{
        let x_dm: Spread<$d> = $x.to_dm(&mut $ctx.tdma, 0x1000);
        let y: Reduced<$d> = $ctx
            .main
            .begin(x_dm.view())
            .fetch::<$d, m![1], m![A % 8]>()
            .collect::<m![1], m![A % 8]>()
            .vector_init()
            .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>($reduce)
            $($op)*
            .vector_final()
            .commit(0x2000);
        y.to_hbm(&mut $ctx.tdma, 0x10000)
    }};
}

/// [`row_stream`] of `$x` staged in DM at 0x1000 as `Rows<$d>`, the stages `$op` ending with
/// `vector_final` (and a `cast` where the result narrows), committed at 0x2000 as `$out` and
/// written to HBM at 0x10000.
macro_rules! row_pass {
    ($ctx:ident, $x:ident, $d:ty, $out:ty, [$($op:tt)*]) => {{
        let x_dm: Rows<$d> = $x.to_dm(&mut $ctx.tdma, 0x1000);
        let y: $out = row_stream!($ctx, x_dm, $d, [$($op)* .commit(0x2000)]);
        y.to_hbm(&mut $ctx.tdma, 0x10000)
    }};
}
