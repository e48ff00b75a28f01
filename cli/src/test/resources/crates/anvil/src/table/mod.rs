//! Rows of a table read by an index tensor: the token ids scaled to byte offsets on the Vector
//! Engine, spilled to HBM, and handed to a DMA gather.

pub(crate) use crate::shapes::*;

pub mod lookup;
