//! The axes the whole crate names.

use furiosa_visa_std::prelude::*;

axes![
    A = 512, // values of a signal
    I = 2,   // interleave of two signals
    R = 4,   // copies folded across the slices
    W = 64,  // windows of a frame
    T = 4,   // taps of a window
    P = 8,   // values of a tap
    N = 256, // rows of a frame
    L = 8,   // lanes of a row
    U = 2,   // packets of a column
    K = 256, // keys of a scatter
    D = 16,  // payload of a key
    C = 600, // lines of a cache
    B = 2,   // clusters of a chip
    H = 16,  // values of a band, half of it a cluster
    Q = 4,   // chips
    G = 16,  // groups of rows
    V = 16,  // rows of a group
];
