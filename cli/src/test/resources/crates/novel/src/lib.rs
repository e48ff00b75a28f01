//! Kernels written against the reference API to exercise the reader and the simulator on code
//! shapes the reference crate does not use.

#![expect(clippy::type_complexity)]
#![allow(dead_code, unused_imports)]

pub mod shapes;

pub mod contract;
pub mod control;
pub mod engines;
pub mod copy;
pub mod dm;
pub mod multi;
pub mod odd;
pub mod vector;
