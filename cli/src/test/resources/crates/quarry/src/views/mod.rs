//! Tiles of views over DM and HBM tensors.

pub mod lanes;
pub mod blocks;

use furiosa_visa_std::prelude::*;

axes![R = 256, L = 16, B = 8, C = 64, W = 12];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];
