//! Fixed-point sums turned to floats and floats back to clipped integers.

pub(crate) use crate::rows::*;

pub mod convert;
