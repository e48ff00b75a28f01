//! Several chips and clusters: a slice picked per chip, a sum over four chips, a maximum over
//! two clusters, and chip tiles of views.

pub(crate) use crate::shapes::ARENA;
pub(crate) use furiosa_visa_std::prelude::*;

axes![Q = 4, S = 256, W = 32, E = 2, J = 2];

/// The four chips.
pub type Chips = m![Q];

/// One chip's rows, one a slice, in one cluster.
pub type ChipRows = DmTensor<i32, Chips, m![1 # 2], m![S], m![W]>;

pub mod chips;
pub mod clusters;
