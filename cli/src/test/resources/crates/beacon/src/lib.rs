//! Lane passes through the units and modes the other kernels leave aside: the clip unit's f32
//! absolute minimum, the logic unit's arithmetic shift and its operands swapped, the clip unit's
//! minimum with the constant first, the fixed-point unit's integer product, an f32 bit union, a
//! constant times an f32 sum; columns multiplied across slices and scaled, the smallest of each
//! column's rows floored; and passes picked through generic functions named as values.

#![feature(register_tool)]
#![register_tool(tcp)]
#![expect(clippy::type_complexity)]
#![allow(dead_code)]

#[macro_use]
pub mod layout;
pub mod columns;
pub mod lanes;
pub mod picked;
