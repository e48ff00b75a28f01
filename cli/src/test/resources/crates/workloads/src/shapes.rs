//! Axes shared by the row kernels.

use furiosa_visa_std::prelude::*;

axes![
    T = 512,  // tokens, two a slice
    H = 128,  // hidden width
    G = 2,    // the two inputs of a pair
    B = 4,    // batch
    P = 256,  // tokens pooled, one a slice
];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];

/// The tokens a pooling reads.
pub const P_TOKENS: usize = 256;
