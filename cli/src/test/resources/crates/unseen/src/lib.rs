//! A third round of kernels written against the reference API: Rust the reader has not met
//! (iterators, closures, `std::array::from_fn`, associated functions, const generics through two
//! helpers, `#[cfg(test)]` modules), vector-engine chains on every ALU cluster, branch modes,
//! data moves through views of views and multi-chip reductions.

#![expect(clippy::type_complexity)]
#![allow(dead_code, unused_imports, clippy::identity_op)]

#[macro_use]
pub mod plan;

pub mod contract;
pub mod lanes;
pub mod moves;
pub mod multi;
pub mod surface;
