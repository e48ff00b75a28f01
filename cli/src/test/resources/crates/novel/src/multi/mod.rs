//! Data moved between chips and clusters.

use furiosa_visa_std::prelude::*;

pub mod clusters;
pub mod pair;
pub mod chips;
