//! The reference crate's kernels written again as other engineers write them: closures for small
//! helpers, `match` on constants, `if let`, shadowing, nested modules reached through
//! `use super::*`, `const fn`, `impl` blocks with associated functions, arrays of tuples, `where`
//! clauses, struct literals completed by `..Default::default()`, early `return`, iterators stepped
//! by `next()`, `chunks`, `zip` and `step_by`, and wrapping arithmetic.

#![allow(dead_code, unused_imports, clippy::identity_op)]

pub mod shapes;
pub mod tiles;
pub mod rotate;
pub mod lanes;
