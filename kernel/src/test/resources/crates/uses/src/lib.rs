//! Every form of `use` a kernel crate writes.
pub mod shapes;
pub mod kernels;

pub use shapes::tiles::Tile as ReTile;
