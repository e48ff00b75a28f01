//! Norms over each token's hidden values.

pub(crate) use crate::model::*;

pub mod rms;
