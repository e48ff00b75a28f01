//! Sizes, addresses and layouts shared by the modules, several computed from others.

use furiosa_visa_std::prelude::*;

axes![A = 2048, Q = 8, G = 4];

/// One chip.
pub type Chip = m![1];
/// Two clusters, neither mapped.
pub type Cluster = m![1 # 2];
/// The rows of `A` one slice holds when `A` is spread over all 256 slices.
pub type Spread = m![A % 256];

/// One KiB.
pub const KIB: usize = 1 << 10;
/// The DM staging area.
pub const STAGE: usize = 4 * KIB;
/// Quarters of `A`.
pub const PARTS: usize = 2048 / PART_ROWS;
/// Rows of `A` in one quarter.
pub const PART_ROWS: usize = 2 * 256;
/// Where results land in HBM: past the staging area, rounded to a MiB.
pub const OUT: usize = ((STAGE * 64 + (KIB << 10) - 1) / (KIB << 10)) * (KIB << 10);

/// A placement plan: a base and a stride, with associated functions for the addresses of a loop.
pub struct Plan {
    pub base: usize,
    pub step: usize,
}

impl Plan {
    /// The stride of the staging loops.
    pub const STEP: usize = 2 * KIB;

    /// The plan the staging loops use.
    pub const fn staging() -> Self {
        Self { base: STAGE, step: Self::STEP }
    }

    /// A plan starting at `base` with 4 KiB steps.
    pub const fn at(base: usize) -> Self {
        Self { base, step: 4 * KIB }
    }

    /// The address of step `i`.
    pub fn slot(&self, i: usize) -> usize {
        self.base + i * self.step
    }
}

/// The sum of a list of counts (a macro the other modules use through `#[macro_use]`).
macro_rules! total {
    ($($x:expr),+ $(,)?) => { 0 $(+ $x)+ };
}
