//! Vector-engine stages: constants, VRF operands, pairs and reductions.

use crate::shapes::{Chip, Cluster};
use furiosa_visa_std::prelude::*;

axes![L = 4096, G = 4, C = 8, I = 2];

/// Elements of `L` in one slice.
const PER_SLICE: usize = 4096 / 256;

/// The main context's stream over `$x` (staged in DM), fetched as `$f` in `$time` by `$fetched`,
/// collected in `$time` by `$collected` and opened for one unconditional vector pass:
/// `lane_pass!(ctx, x_dm, i32, m![L % 16 / 8], m![L % 8], m![L % 8], [.vector_fxp(FxpBinaryOp::AddFxp, 3)])`.
macro_rules! lane_pass {
    ($ctx:ident, $x:ident, $f:ty, $time:ty, $fetched:ty, $collected:ty, [$($op:tt)*]) => {
        $ctx.main
            .begin($x.view())
            .fetch::<$f, $time, $fetched>()
            .collect::<$time, $collected>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            $($op)*
    };
}

mod casts;
mod elementwise;
mod halves;
mod pairs;
mod reduce;

pub use casts::*;
pub use elementwise::*;
pub use halves::fold_halves;
pub use pairs::{pair_max, pair_sum_f32};
pub use reduce::*;
