//! Two and four chips, two clusters: sums across them and tiles of several chips.

use furiosa_visa_std::prelude::*;

axes![C = 2, F = 4, S = 256, W = 16];

pub mod chips;
pub mod clusters;
