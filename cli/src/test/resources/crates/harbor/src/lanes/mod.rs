//! One-pass lane kernels through the parts of the Vector Engine the layer does not reach: the
//! clip unit's absolute comparisons, saturating subtraction and shifts, the logarithm, the
//! logic unit's zip with its operands swapped, column reductions across slices.

pub(crate) use crate::shapes::*;
pub(crate) use furiosa_visa_std::prelude::*;

/// `$x` staged at slot 0 as `Rows<$d>`, one pass of `row_stream!` with the stages `$op`,
/// committed at slot 1 as `$out` and written to HBM at result 0.
macro_rules! rows_kernel {
    ($ctx:ident, $x:ident, $d:ty, $out:ty, [$($op:tt)*]) => {{
        let x_dm: Rows<$d> = $x.to_dm(&mut $ctx.tdma, SLOTS.at(0));
        let y: $out = row_stream!($ctx, x_dm, $d, 1, [$($op)*]);
        y.to_hbm(&mut $ctx.tdma, RESULTS.at(0))
    }};
}

pub mod clip;
pub mod columns;
pub mod float;
pub mod pairs;
