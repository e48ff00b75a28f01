//! Quantisers: float to i8 by clamp and round, i32 to i4 by shift and clamp, float to f8, a
//! fixed-point value back to float, and a requantiser whose constants are const generics.

use crate::shapes::*;
use furiosa_visa_std::prelude::*;

mod narrow;
mod requant;

pub use narrow::*;
pub use requant::*;
