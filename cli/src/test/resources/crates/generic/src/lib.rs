//! Kernels written as engineers write a crate that shares its code: generic helpers and structs
//! over type parameters with trait bounds (called with a turbofish and by inference), traits with
//! associated constants and types and default methods, a module read through `#[path]`,
//! re-exports, sizes computed by `usize` methods across modules, and the loops of host code.

#![allow(dead_code, unused_imports, clippy::identity_op)]

pub mod sizes;
#[path = "plans/tiling.rs"]
pub mod tiling;
pub mod copies;
pub mod flow;
pub mod lanes;

pub use tiling::{Plan, Tiling};
