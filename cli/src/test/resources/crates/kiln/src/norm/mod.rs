//! Normalisations over a token's channels.

pub(crate) use crate::rows::*;

pub mod layer;
