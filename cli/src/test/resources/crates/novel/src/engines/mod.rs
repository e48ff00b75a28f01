//! The Transpose and Switch Engines on every configuration the reference allows.

pub mod switch;
pub mod transpose;
