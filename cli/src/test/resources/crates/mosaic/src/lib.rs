//! Kernels that piece together the parts of the API the other crates use least: views of views
//! copied between HBM and DM, strips committed into views inside nested loops, reshapes in a
//! chain, pairs zipped by every logic and clip mode, ternaries and divisions with argument modes,
//! every branch mode, i16, u8 and f8 data moved by DMA, the Transpose Engine ahead of a cast,
//! slices picked per chip, sums over four chips and scatters keyed by two axes.

#![feature(register_tool)]
#![register_tool(tcp)]
#![expect(clippy::type_complexity)]
#![allow(dead_code, clippy::identity_op)]

#[macro_use]
pub mod shapes;
pub mod lanes;
pub mod moves;
pub mod multi;
pub mod narrow;
pub mod scatter;
pub mod chains;
pub mod idioms;
