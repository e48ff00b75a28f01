//! Axes, layouts and addresses shared by the kernels.

use furiosa_visa_std::prelude::*;

axes![
    A = 512, // rows, two a slice
    B = 8,   // an i32 row: one flit
    F = 4,   // an f32 row: one way-4 packet
    I = 2,   // the two tensors of an interleaved pair
];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];

/// Rows of one flit, two a slice.
pub type Rows<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2, B]>;

/// Rows of four, two a slice (padded to a flit by the collect).
pub type Quads<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2, F]>;

/// A row tensor of `B` columns in HBM.
pub type HbmRows<D> = HbmTensor<D, Chip, m![A, B]>;

/// A row tensor of `F` columns in HBM.
pub type HbmQuads<D> = HbmTensor<D, Chip, m![A, F]>;

/// One KiB.
pub const KIB: usize = 1 << 10;

/// Where a kernel puts its tensors: DM staging slots from `dm`, HBM results from `hbm`.
pub struct Arena {
    pub dm: usize,
    pub hbm: usize,
}

impl Arena {
    /// The distance between two DM slots.
    pub const DM_STEP: usize = 4 * KIB;

    /// The arena every kernel of the crate uses.
    pub const fn standard() -> Self {
        Self { dm: 4 * KIB, hbm: 1 << 20 }
    }

    /// DM slot `i`.
    pub const fn slot(&self, i: usize) -> usize {
        self.dm + i * Self::DM_STEP
    }

    /// HBM result `i`, a MiB apart.
    pub const fn result(&self, i: usize) -> usize {
        self.hbm + (i << 20)
    }
}

pub const ARENA: Arena = Arena::standard();
