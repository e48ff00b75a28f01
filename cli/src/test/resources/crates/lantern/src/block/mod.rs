//! The layer's residual connections, on one chip and spread over clusters and chips.

pub(crate) use crate::model::*;

pub mod residual;
pub mod spread;
