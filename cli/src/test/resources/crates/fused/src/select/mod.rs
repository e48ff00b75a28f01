//! Kernels whose operations apply only where the branch unit selects: comparisons on the value,
//! the parity of an axis, and a pair's second tensor as a bit mask.

use crate::shapes::*;
use furiosa_visa_std::prelude::*;

pub mod argmax;
pub mod masks;
pub mod parity;
