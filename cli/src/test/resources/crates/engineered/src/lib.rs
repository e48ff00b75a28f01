//! Kernels written as engineers write a crate against the reference API: a layout module whose
//! constants are computed from one another (`const fn`, `const` blocks, items a `macro_rules!`
//! writes), cursors updated field by field and through `&mut self` methods, enums that choose
//! tile orders and vector operations by `match`, a generic `Tiles<const N: usize>`, tiles over a
//! digit inside an axis, and a GEMM too large to run, checked symbolically.

#![allow(dead_code, unused_imports, clippy::identity_op)]

pub mod layout;
pub mod lanes;
pub mod large;
pub mod moves;
