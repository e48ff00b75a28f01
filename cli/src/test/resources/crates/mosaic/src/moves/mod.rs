//! Data moves through views: tiles of HBM and DM tensors copied into tiles of others, tiles of
//! tiles, strips committed into views in nested loops, and reshapes in a chain.

pub(crate) use crate::shapes::{ARENA, Chip, Cluster};
pub(crate) use furiosa_visa_std::prelude::*;

axes![P = 512, K = 16, N = 8];

/// Halves of `P`, one a DM element row.
pub const HALVES: usize = 512 / 256;
/// Quarters of `K`.
pub const QUARTERS: usize = 16 / 4;
/// Strips of `N`, four columns each.
pub const STRIPS: usize = 8 / 4;

pub mod reshape;
pub mod views;
