//! The steps of a small decoder layer, each a kernel of several passes: an RMS norm with a gain,
//! a tempered softmax and a log-softmax over each token's hidden values, a rotary rotation of
//! interleaved pairs, projections with a bias (i8 weights summed in i32, bf16 weights summed in
//! f32), residual adds in f32 and saturating i32, a norm's statistics split over two clusters and
//! a residual scaled on two chips.

#![feature(register_tool)]
#![register_tool(tcp)]
#![expect(clippy::type_complexity)]
#![allow(dead_code, clippy::identity_op)]

#[macro_use]
pub mod model;
pub mod attn;
pub mod block;
pub mod norm;
pub mod proj;
