//! Vector Engine passes: every ALU of the logic and fixed-point clusters in one pass, argument
//! modes, float chains, branch modes on time axes, reductions with every operation, and pairs.

pub(crate) use crate::plan::{Chip, Cluster};
pub(crate) use furiosa_visa_std::prelude::*;

axes![L = 2048, B = 2, R = 4, I = 2];

/// `L` over the 256 slices, eight elements (one flit) a slice.
pub(crate) type Rows = m![L / 8];

pub mod branch;
pub mod float;
pub mod int;
pub mod pair;
pub mod reduce;
