//! Vector-engine stages: constants, VRF operands, pairs and reductions.

use crate::shapes::{Chip, Cluster};
use furiosa_visa_std::prelude::*;

axes![L = 4096, G = 4, C = 8, I = 2];

/// Elements of `L` in one slice.
const PER_SLICE: usize = 4096 / 256;

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
