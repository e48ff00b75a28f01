//! Frames moved between chips, clusters, layouts and a cache.

pub mod chips;
pub mod clusters;
pub mod frames;
pub mod keys;
pub(crate) mod moves;
