//! DM copies tile by tile, the tiles chosen by iterator adaptors, and views of views.

use furiosa_visa_std::prelude::*;

pub type Chip = m![1];
pub type Cluster = m![1 # 2];

axes![A = 2048, B = 4, R = 8];

pub mod nested;
pub mod tiles;
