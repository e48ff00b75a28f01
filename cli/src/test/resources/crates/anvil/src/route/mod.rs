//! Data routed through the switch network before an engine reads it: a weight replicated to
//! every token (`Broadcast01`), keys gathered from eight slices into every query's slice
//! (`Broadcast1`), and index lanes traded with the time axis (`InterTranspose`).

pub(crate) use crate::shapes::*;

pub mod heads;
pub mod keys;
pub mod spread;
pub mod trade;
