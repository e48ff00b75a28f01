//! Pieces of a small decoder step: projections whose columns are split over slices or over the
//! iterations of a loop, keys spread to every query by the switch network, a weight replicated
//! to every token, index tables turned into byte offsets for a gather and a scatter, views
//! regrouped, padded and given unit axes, and reductions across the slices.

#![feature(register_tool)]
#![register_tool(tcp)]
#![expect(clippy::type_complexity)]
#![allow(dead_code)]

#[macro_use]
pub mod shapes;
pub mod proj;
pub mod reduce;
pub mod route;
pub mod table;
pub mod views;
