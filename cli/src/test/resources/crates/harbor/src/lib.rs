//! Pieces of a small model layer and the passes around it: a gated MLP's activation and product,
//! a quantised GEMM rescaled in Q31 and clipped to i8, a layer norm whose variance is taken from
//! the centred rows, a softmax by the negated exponential, a KV-cache appended through views,
//! partial sums reduce-scattered over four chips and summed over two clusters, tile loops whose
//! bounds are computed from the outer index, slice tiles of a DM view, a parallel copy ahead of a
//! pass, and lane passes through the argument modes, clip units and saturating operations the
//! other kernels do not reach.

#![feature(register_tool)]
#![register_tool(tcp)]
#![expect(clippy::type_complexity)]
#![allow(dead_code, clippy::identity_op)]

#[macro_use]
pub mod shapes;
pub mod layer;
pub mod lanes;
pub mod moves;
pub mod multi;
pub mod epilogue;
