//! Sums whose reduced channels are split between the two clusters of a chip, and rows copied
//! to every token.

pub(crate) use crate::rows::*;

pub mod halves;
pub mod rows;
