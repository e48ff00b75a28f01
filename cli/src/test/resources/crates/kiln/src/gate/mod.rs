//! Lanes chosen by a comparison or by an axis's parity, and bit fields of packed words.

pub(crate) use crate::rows::*;

pub mod bits;
pub mod select;
