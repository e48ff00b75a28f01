//! Projections of the layer: a matrix product on the Contraction Engine, then a bias.

pub(crate) use crate::model::*;

pub mod linear;
