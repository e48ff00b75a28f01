//! Vector Engine passes an enum chooses: each variant of `Step` is one pass, and a `Pass` struct
//! strings two of them together.

pub(crate) use crate::layout::{Chip, Cluster, L};
pub(crate) use furiosa_visa_std::prelude::*;

pub mod steps;
