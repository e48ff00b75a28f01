//! Matrix products on the Contraction Engine: a block of 4 × 4 outputs a slice, the right operand's
//! four columns the TRF's rows.

use furiosa_visa_std::prelude::*;

mod batched;
mod epilogue;
mod split;

pub use batched::*;
pub use epilogue::*;
pub use split::*;

axes![I = 128, J = 32, K = 128, B = 2, G = 2];

pub(crate) type Chip = m![1];
/// Each slice computes the 4 × 4 block (J / 4, I / 4) of the output.
pub(crate) type Blocks = m![J / 4, I / 4];
pub(crate) type Rows = m![J % 4];
