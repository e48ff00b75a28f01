//! Reductions over a token's channels (within a slice) and over the slices.

pub(crate) use crate::rows::*;

pub mod across;
pub mod within;
