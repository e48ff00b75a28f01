//! Axes, aliases and the constants every kernel here shares.

use furiosa_visa_std::prelude::*;

axes![A = 512, B = 32, R = 512, C = 4, L = 2048];

/// One chip.
pub type Chip = m![1];
/// Two clusters, neither mapped.
pub type Cluster = m![1 # 2];
/// `[A, B]` as `tile_simple` reads it.
pub type Rows = m![A, B];
/// `[B, A]` as `tile_simple` writes it.
pub type Cols = m![B, A];

/// Where `tile_simple` writes its output.
pub const OUT: usize = 0x3000;
/// The columns of `[A, B]`.
pub const COLUMNS: usize = 32;

/// Half of `n`, rounded up.
pub const fn half(n: usize) -> usize {
    (n + 1) / 2
}

/// Where a copy is staged: a base and a stride between its steps.
#[derive(Clone, Copy)]
pub struct Stage {
    pub base: usize,
    pub stride: usize,
    pub steps: usize,
}

impl Default for Stage {
    fn default() -> Self {
        Stage { base: 0x2000, stride: 0, steps: COLUMNS }
    }
}

impl Stage {
    /// The staging of one column a step.
    pub const fn columns() -> Self {
        Stage { base: 0x2000, stride: 0, steps: COLUMNS }
    }

    /// The address of step `k`.
    pub fn at(&self, k: usize) -> usize {
        self.base + k * self.stride
    }
}

/// A pair of anything: its type names a helper's plan.
pub struct Pair<T> {
    pub first: T,
    pub second: T,
}

/// Something that counts columns.
pub trait Columns {
    const COUNT: usize;
}

impl<T> Columns for Pair<T> {
    const COUNT: usize = 2 * 16;
}
