//! Kernels of a model's layers: row norms, softmax, gated activations, rotary pairs, matmuls
//! with a batch axis, a bias, a requantising cast and a K split, data moves over tiles, and two
//! chips sharing a batch or a K split.

#![feature(register_tool)]
#![register_tool(tcp)]

pub mod shapes;
pub mod rows;
pub mod gates;
#[macro_use]
pub mod matmul;
pub mod moves;
pub mod multi;

