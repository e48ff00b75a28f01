//! Data moved by views of views in loops whose bounds come from the outer index, and lanes
//! regrouped by the Vector Engine's split and concat.

pub(crate) use crate::shapes::*;
pub(crate) use furiosa_visa_std::prelude::*;

axes![P = 512, K = 16];

/// Halves of `P`.
pub const HALVES: usize = 2;
/// Quarters of `K`.
pub const QUARTERS: usize = 4;

/// A [P, K] tensor in HBM.
pub type Grid = HbmTensor<i32, Chip, m![P, K]>;

pub mod slices;
pub mod split;
pub mod tiles;
