//! Reductions across the slices of a chip.

pub(crate) use crate::shapes::*;

pub mod slices;
