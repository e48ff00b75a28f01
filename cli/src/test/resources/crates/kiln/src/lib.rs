//! The Vector Engine's passes as a small quantised model uses them around its products:
//! fixed-point sums turned to floats and back, lanes chosen by sign and by channel parity, bit
//! fields cut from packed words, gates that zip a second operand into the first, reductions over a
//! token's channels and over the slices, a layer norm from the centred values, a dense head on
//! bf16 weights with a bias and a squashing activation, and sums whose channels are split between
//! the two clusters of a chip.

#![feature(register_tool)]
#![register_tool(tcp)]
#![expect(clippy::type_complexity)]
#![allow(dead_code, clippy::identity_op)]

#[macro_use]
pub mod rows;
pub mod gate;
pub mod head;
pub mod norm;
pub mod pair;
pub mod quant;
pub mod reduce;
pub mod spread;
