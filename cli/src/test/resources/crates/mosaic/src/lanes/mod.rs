//! Vector Engine passes: pairs zipped by the logic and clip units with argument modes, ternaries
//! and divisions per group, and each branch mode.

pub(crate) use crate::shapes::*;
pub(crate) use furiosa_visa_std::prelude::*;

pub mod branch;
pub mod float;
pub mod pairs;
