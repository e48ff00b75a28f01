//! Tensors seen through other shapes before an engine reads them: a row regrouped by a reshape,
//! rows padded to a flit, unit axes added and dropped.

pub(crate) use crate::shapes::*;

pub mod fold;
pub mod units;
