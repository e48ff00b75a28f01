//! The reference crate's kernels written in styles the other test crates do not use: builders
//! (`Plan::new().columns(32).build()`), trait objects (`&dyn Order`), generic traits whose
//! associated types and constants drive the tiling, helpers returning `impl Fn`, `Option` and
//! `Result` returns with `?`, nested closures, `match` on tuples and inclusive ranges, `&[usize]`
//! parameters with `split_at`, `iter().rev().enumerate()` and a zip of three, `const` generics
//! with expressions (`{ N / 2 }`) and `impl<const N: usize>` blocks, type aliases shadowed in inner
//! blocks, `pub(crate) use` re-exports across files and `#[path]`, `#[inline]`, `#[allow]`, doc
//! comments and `#[cfg(test)] mod tests` inside kernel files, `unsafe` blocks of several
//! statements, `let else`, `loop` with a labelled `continue`, casts between widths,
//! `u64::try_from(x).unwrap()`, `assert!` with format arguments, an `impl Iterator` of the crate's
//! own, a closure held in a struct field, `cmp` matched on `Ordering`, `sort` in place, and a split
//! matmul whose tiles' phases are an enum a `const fn` gives, a `Range`'s `end`, and `into()` through
//! a `From` impl of the crate's own.

#![allow(dead_code, unused_imports, clippy::identity_op)]

pub mod shapes;
pub mod tiles;
#[path = "engines/vector.rs"]
pub mod vector;
pub mod moves;
pub mod contract;
pub mod idioms;
