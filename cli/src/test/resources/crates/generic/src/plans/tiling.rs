//! How a copy splits `A` into quarters: a trait with constants, a type and default methods, its
//! impls, and a generic plan over any of them.

use crate::sizes::{PAGE, QUARTERS, STAGE as BASE};
use furiosa_visa_std::prelude::*;

/// A split of `A` into parts, each staged in DM on its way.
pub trait Tiling {
    /// How many parts.
    const PARTS: usize;
    /// Where the first part is staged.
    const BASE: usize;
    /// Bytes between two staged parts: a page unless an impl says otherwise.
    const STEP: usize = PAGE;
    /// The bytes all parts span, from the impl's own count and step.
    const SPAN: usize = Self::PARTS * Self::STEP;
    /// The element the tiling's own kernels copy.
    type Word: Scalar;

    /// The DM address of part `i`.
    fn slot(i: usize) -> usize {
        Self::BASE + i * Self::STEP
    }

    /// The input part output part `j` takes: itself unless an impl says otherwise.
    fn source(&self, j: usize) -> usize {
        j
    }
}

/// Quarters in order, a page apart.
pub struct Quarters;

impl Tiling for Quarters {
    const PARTS: usize = QUARTERS;
    const BASE: usize = BASE;
    type Word = i32;
}

/// Quarters each from the quarter `turn` further on, two pages apart past the first eight.
pub struct Turned {
    pub turn: usize,
}

impl Tiling for Turned {
    const PARTS: usize = QUARTERS;
    const BASE: usize = BASE + 8 * PAGE;
    const STEP: usize = 2 * PAGE;
    type Word = f32;

    fn source(&self, j: usize) -> usize {
        (j + self.turn) % Self::PARTS
    }
}

/// A plan over a tiling: the tiling and where its slots start.
pub struct Plan<T: Tiling> {
    pub tiling: T,
    pub base: usize,
}

impl<T> Plan<T>
where
    T: Tiling,
{
    /// A plan at the tiling's own base.
    pub fn new(tiling: T) -> Self {
        Plan { tiling, base: T::BASE }
    }

    /// The DM address of part `i`.
    pub fn slot(&self, i: usize) -> usize {
        self.base + i * <T as Tiling>::STEP
    }

    /// The parts of the plan.
    pub fn parts(&self) -> usize {
        T::PARTS
    }
}

/// `N` runs of a tiling one after the other: run `r` starts `r` spans past the tiling's base.
pub struct Runs<T: Tiling, const N: usize> {
    pub tiling: T,
}

impl<T: Tiling, const N: usize> Runs<T, N> {
    /// The runs of `tiling`.
    pub fn of(tiling: T) -> Self {
        Self { tiling }
    }

    /// The DM address of part `i` in the last run.
    pub fn last(&self, i: usize) -> usize {
        T::slot(i) + (N - 1) * T::SPAN
    }
}

/// A tiling's parts in the opposite order: output part `j` takes what `inner` gives part `PARTS - 1 - j`.
pub struct Backwards<T: Tiling> {
    pub inner: T,
}

impl<T: Tiling> Tiling for Backwards<T> {
    const PARTS: usize = T::PARTS;
    const BASE: usize = T::BASE + T::SPAN;
    type Word = T::Word;

    fn source(&self, j: usize) -> usize {
        self.inner.source(T::PARTS - 1 - j)
    }
}
