//! Copies whose addresses, tiles and loop bounds come from Rust the reference crate does not use.

pub(crate) use crate::plan::*;
pub(crate) use furiosa_visa_std::prelude::*;

pub mod closures;
pub mod helpers;
pub mod iterators;
pub mod plans;
