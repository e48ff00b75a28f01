//! Matrix-vector products on the Tensor Unit: the columns spread over slices and summed across
//! them, or taken a tile per loop iteration and the tiles' sums added on the Vector Engine.

pub(crate) use crate::shapes::*;

pub mod dense;
pub mod gemv;
