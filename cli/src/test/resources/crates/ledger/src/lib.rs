//! Kernels written the way a team writes them day to day: addresses from configuration structs,
//! `Result` helpers and constants, logging and debug checks beside the engine chains, copies
//! chosen by iterator adaptors, narrow element types, the stash, reductions and the switch.

#![expect(clippy::type_complexity)]
#![allow(dead_code)]

pub mod copies;
pub mod engines;
pub mod plan;
