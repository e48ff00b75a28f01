//! Data moved between slices, clusters and lanes on its way through a pass: the switch network,
//! the Transpose Engine, a cluster shuffle and a parallel copy.

use furiosa_visa_std::prelude::*;

pub mod flatten;
pub mod shuffle;
pub mod switch;

axes![
    P = 256,  // one a slice
    T = 8,    // along time
    L = 8,    // along the packet
    Y = 16,   // the copies a broadcast makes
    G = 2,    // channel groups, one a cluster
    C = 2048, // channels of a group
];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];
