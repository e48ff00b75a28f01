//! Whole tensors moved into another order: turned, repeated, regrouped.

pub mod turn;
pub mod repeat;

use furiosa_visa_std::prelude::*;

axes![P = 4, Q = 16, S = 32, T = 64, N = 8, G = 8, V = 8];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];
