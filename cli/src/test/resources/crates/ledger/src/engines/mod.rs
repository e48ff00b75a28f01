//! Vector Engine passes: logged ones, narrow element types, the stash, reductions chosen by a
//! `match`, branch groups built from an array, and the switch network.

use furiosa_visa_std::prelude::*;

pub type Chip = m![1];
pub type Cluster = m![1 # 2];

axes![A = 2048, B = 4, R = 8];

pub mod logged;
pub mod matches;
pub mod narrow;
pub mod reduced;
pub mod stashed;
pub mod switched;
