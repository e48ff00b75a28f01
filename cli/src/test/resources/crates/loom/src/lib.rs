//! Kernels written as a model's code is: a lookup table and a cache held in structs and used
//! through `&self` and `&mut self` methods, an affine step behind a trait implemented for two
//! element types, pipelines built across `let`s, arrays of tiles walked with `iter().enumerate()`,
//! activations chosen by `Option` and `match`, buffers placed by const generics, a weight kept in
//! the VRF by a struct, a two-layer pipeline of layers held in an array, and halves exchanged
//! between the clusters.

#![feature(register_tool)]
#![register_tool(tcp)]
#![allow(dead_code)]

pub mod shapes;
pub mod act;
pub mod affine;
pub mod cache;
pub mod chain;
pub mod chips;
pub mod mlp;
pub mod route;
pub mod shuffle;
pub mod spread;
pub mod table;
pub mod tiles;
