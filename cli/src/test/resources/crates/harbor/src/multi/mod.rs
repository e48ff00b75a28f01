//! Partial sums held by several chips and clusters, reduced by shuffles and zipped adds.

pub(crate) use crate::shapes::{RESULTS, SLOTS};
pub(crate) use furiosa_visa_std::prelude::*;

axes![Q = 4, S = 256, W = 32, E = 2, J = 2];

/// The four chips.
pub type Chips = m![Q];

/// One chip's partial sums, a row of `W` a slice, in one cluster.
pub type Partials = DmTensor<i32, Chips, m![1 # 2], m![S], m![W]>;

/// A quarter of a chip's row.
pub type Quarter = DmTensor<i32, Chips, m![1 # 2], m![S], m![W % 8]>;

pub mod chips;
pub mod clusters;
