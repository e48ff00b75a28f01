//! Vector Engine passes: every ALU of the logic and fixed-point clusters in one pass, argument
//! modes, float chains, branch modes on time axes, reductions with every operation, and pairs.

pub(crate) use crate::plan::{Chip, Cluster};
pub(crate) use furiosa_visa_std::prelude::*;

axes![L = 2048, B = 2, R = 4, I = 2];

/// `L` over the 256 slices, eight elements (one flit) a slice.
pub(crate) type Rows = m![L / 8];

/// One Vector Engine pass over `$x`, staged in DM at 0x1000: fetched as `$fetch` eight lanes a
/// slice (`over B`: `B` a time axis; `by flits`: four lanes and `L / 4 % 2` in time, padded back
/// to eight at collect), branched by `$branch`, the ALU operations `$op` in order, then `$post`
/// (a cast) after `vector_final`, committed at 0x2000 as `$out` over `m![$commit]` and written to
/// HBM at 0x3000. `lane_pass!(ctx, x as i32, BranchMode::Unconditional,
/// [.vector_logic(LogicBinaryOpI32::LeftShift, 2)], [] -> i32, [L % 8])` is `x << 2`.
macro_rules! lane_pass {
    ($ctx:ident, $x:ident as $fetch:ty, $($rest:tt)*) => {
        lane_pass!(@pass $ctx, $x, [L % 8], [1], $fetch, [L % 8], [L % 8], $($rest)*)
    };
    ($ctx:ident, $x:ident over B as $fetch:ty, $($rest:tt)*) => {
        lane_pass!(@pass $ctx, $x, [B, L % 8], [B], $fetch, [L % 8], [L % 8], $($rest)*)
    };
    ($ctx:ident, $x:ident by flits as $fetch:ty, $($rest:tt)*) => {
        lane_pass!(@pass $ctx, $x, [L % 8], [L / 4 % 2], $fetch, [L % 4], [L % 4 # 8], $($rest)*)
    };
    (@pass $ctx:ident, $x:ident, [$($dm:tt)*], [$($time:tt)*], $fetch:ty, [$($lanes:tt)*],
     [$($packet:tt)*], $branch:expr, [$($op:tt)*], [$($post:tt)*] -> $out:ty, [$($commit:tt)*]) => {{
        let x_dm = $x.to_dm::<Cluster, Rows, m![$($dm)*]>(&mut $ctx.tdma, 0x1000);
        let y: DmTensor<$out, Chip, Cluster, Rows, m![$($commit)*]> = $ctx
            .main
            .begin(x_dm.view())
            .fetch::<$fetch, m![$($time)*], m![$($lanes)*]>()
            .collect::<m![$($time)*], m![$($packet)*]>()
            .vector_init()
            .vector_intra_slice_branch($branch)
            $($op)*
            .vector_final()
            $($post)*
            .commit(0x2000);
        y.to_hbm(&mut $ctx.tdma, 0x3000)
    }};
}

pub mod branch;
pub mod float;
pub mod int;
pub mod pair;
pub mod reduce;
