//! Data moves: DM to DM relayouts, tiles longer than one index, slice tiles, and the HBM shuffles.

pub(crate) use crate::plan::{Chip, Cluster, OUT};
pub(crate) use furiosa_visa_std::prelude::*;

axes![P = 512, K = 16, C = 2];

pub mod relayout;
pub mod windows;
