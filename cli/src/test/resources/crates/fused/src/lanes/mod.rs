//! Lane-level passes: operands chosen per lane or per sign, argument modes that swap a zip's or a
//! constant's side, a VRF bias applied in one branch group, a column maximum scaled in halves of
//! four lanes, two heads written into one tensor by views, and an epilogue chosen through a trait.

use crate::shapes::*;
use furiosa_visa_std::prelude::*;

pub mod epilogue;
pub mod heads;
pub mod modes;
pub mod signs;
pub mod stages;
