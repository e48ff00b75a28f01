//! Attention's elementwise steps: softmaxes over each token's hidden values and the rotary
//! rotation of interleaved pairs.

pub(crate) use crate::model::*;

pub mod rope;
pub mod softmax;
