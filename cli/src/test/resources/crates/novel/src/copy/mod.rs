//! Data movement only: DMA copies, tiles of views, transposes and reshapes.

pub(crate) use crate::shapes::*;
pub(crate) use furiosa_visa_std::prelude::*;

pub mod reshape;
pub mod tiles;
pub mod views;

pub use tiles::{tiled_transpose, tiled_roundtrip};
