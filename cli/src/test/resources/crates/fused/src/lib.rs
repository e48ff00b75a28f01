//! Kernels that fuse several engines in one pass: branch masks (a leaky ReLU, a threshold, an
//! argmax one-hot, per-row scales by parity), quantisers (clamp then narrow to i8, i4 and f8, a
//! fixed-point to float rescale, a requantiser as a const-generic struct), reductions with max,
//! min and saturating sums on both reduce units, layout moves through the switch network, the
//! Transpose Engine, cluster shuffles and parallel copies, lane-level passes (argument modes,
//! per-lane and per-sign operands, heads written through views, epilogues behind a trait), narrow
//! inputs widened by the fetch, and a ring step over four chips.

#![feature(register_tool)]
#![register_tool(tcp)]

#[macro_use]
pub mod shapes;
pub mod select;
pub mod quant;
pub mod reduce;
pub mod layout;
pub mod mixed;
pub mod lanes;
pub mod widen;
