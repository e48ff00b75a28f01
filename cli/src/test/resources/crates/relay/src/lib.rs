//! A signal relay: one chip's Vector Engine passes over a signal (gates chosen by comparison or
//! by a stashed copy, pairs of signals unzipped and zipped, copies folded across the slices),
//! and the fabric that moves frames between chips, clusters, caches and layouts.

#![expect(clippy::type_complexity)] // Mapping expressions make long types.
#![feature(register_tool)]
#![register_tool(tcp)]

pub mod fabric;
pub mod signal;
