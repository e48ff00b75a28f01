//! Kernels that fuse several engines in one pass: branch masks (a leaky ReLU, a threshold, an
//! argmax one-hot, per-row scales by parity), quantisers (clamp then narrow to i8, i4 and f8, a
//! fixed-point to float rescale, a requantiser as a const-generic struct), reductions with max,
//! min and saturating sums on both reduce units, and layout moves through the switch network, the
//! Transpose Engine, cluster shuffles and parallel copies.

#![feature(register_tool)]
#![register_tool(tcp)]

pub mod shapes;
pub mod select;
pub mod quant;
pub mod reduce;
pub mod layout;
pub mod mixed;
pub mod lanes;
