//! Vector Engine passes over one chip's signal, two values a slice.

pub mod axes;
pub mod folds;
pub mod gates;
pub mod pairs;
pub(crate) mod stages;

use crate::signal::axes::*;
use furiosa_visa_std::prelude::*;

type Chip = m![1];
type Cluster = m![1 # 2];
