//! Addresses and sizes computed by everyday Rust: structs with methods, `Result` and `Option`
//! helpers, `const fn`s, statics and generic helpers bounded by `where` clauses.

use furiosa_visa_std::prelude::*;

pub type Chip = m![1];
pub type Cluster = m![1 # 2];

axes![A = 2048, B = 4, R = 8];

pub mod bounds;
pub mod config;
pub mod consts;
pub mod fallible;
