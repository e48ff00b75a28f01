//! Two operands interleaved on `I`, worked on in their own groups and zipped into one.

pub(crate) use crate::rows::*;

pub mod zipped;
