//! Sums whose reduced channels are split between the two clusters of a chip.

pub(crate) use crate::rows::*;

pub mod halves;
