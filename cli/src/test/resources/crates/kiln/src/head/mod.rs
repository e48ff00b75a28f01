//! A dense head on bf16 weights.

pub(crate) use crate::rows::*;

pub mod dense;
