//! Contraction pipelines: the TRF holds one operand, the stream brings the other.

use crate::shapes::*;
use furiosa_visa_std::prelude::*;

pub mod gemv;
pub mod ktiles;
pub mod sequential;
pub mod tiled;

/// Where the TRF operand of every kernel here is staged in DM.
pub(crate) const TRF_STAGING: usize = 0x1_0000;
