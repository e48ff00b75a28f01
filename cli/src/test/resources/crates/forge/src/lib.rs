//! More kernels of the kinds the examples hold: a row softmax, a masked one and a row centering on
//! the reduce units, attention weights over four keys, GEMMs with a bias, a ReLU and an int8
//! rescale, an embedding gather and a cache scatter, the reduce-scatter of an all-reduce over four
//! chips, tiled and reordered copies, interleaved pairs, branch modes, split lanes, operands and
//! outputs chosen by the caller, a pipeline kept in a struct, passes behind a struct borrowing the
//! context and epilogues behind a trait.

#![expect(clippy::type_complexity)] // Mapping expressions make long types.
#![feature(register_tool)]
#![register_tool(tcp)]

use furiosa_visa_std::prelude::*;

axes![
    R = 256, // rows, one a slice
    T = 64,  // row length
    A = 512, // a flat signal
    I = 2,   // interleave of two operands
    K = 64,  // contracted length
    V = 96,  // vocabulary
    E = 64,  // embedding width
    S = 32,  // tokens
    Q = 4    // chips
];

pub(crate) type Chip = m![1];
pub(crate) type Cluster = m![1 # 2];

pub mod allreduce;
pub mod attention;
pub mod branches;
pub mod centering;
pub mod embedding;
pub mod epilogues;
pub mod gemm_bias;
pub mod gemm_int8;
pub mod interleaved;
pub mod operands;
pub mod outputs;
pub mod passes;
pub mod reorder;
pub mod scatter_cache;
pub mod scores;
pub mod softmax;
pub mod split_lanes;
pub mod staged;
pub mod tiled;
