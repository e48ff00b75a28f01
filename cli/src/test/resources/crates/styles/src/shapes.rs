//! Axes, aliases and the constants the kernels share.

use furiosa_visa_std::prelude::*;

axes![A = 512, B = 32, I = 2];

/// One chip.
pub type Chip = m![1];
/// Two clusters, neither mapped.
pub type Cluster = m![1 # 2];
/// `[A, B]` as `tile_simple` reads it.
pub type Rows = m![A, B];
/// `[B, A]` as `tile_simple` writes it.
pub type Cols = m![B, A];

/// Where the column kernels write their output.
pub const OUT: u64 = 0x3000;

/// The columns of `[A, B]`, computed by a `const fn`.
pub const COLUMNS: usize = doubled(16);

/// `n` twice.
#[inline]
pub const fn doubled(n: usize) -> usize {
    n << 1
}
