//! Data movement in the shapes a model's glue code needs: lanes rotated through tiles of DM views,
//! row blocks reversed and columns padded, a cube turned through DM, rows repeated by a broadcast,
//! halves swapped between clusters and blocks rotated over chips, and a sum split between the
//! slices and time.

#![expect(clippy::type_complexity)]
#![allow(dead_code)]

pub mod places;
pub mod views;
pub mod moves;
pub mod spread;
