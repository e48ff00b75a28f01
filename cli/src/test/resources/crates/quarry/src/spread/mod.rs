//! Tensors spread over clusters and chips and moved between them, and a sum split between the
//! slices and time.

pub mod exchange;
pub mod partial;

use furiosa_visa_std::prelude::*;

axes![E = 64, F = 32, R = 16, A = 512];
