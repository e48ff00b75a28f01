//! Contractions with several TRF rows, the slice axes in a new order and half-TRF addresses.

use crate::plan::{Chip, Cluster};
use furiosa_visa_std::prelude::*;

pub mod rows;
