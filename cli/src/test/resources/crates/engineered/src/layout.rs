//! Sizes, addresses and plans shared by the modules.

use furiosa_visa_std::prelude::*;

axes![A = 2048, Q = 8, L = 2048];

/// One chip.
pub type Chip = m![1];
/// Two clusters, neither mapped.
pub type Cluster = m![1 # 2];
/// The rows of `A` one slice holds when `A` is spread over all 256 slices.
pub type Spread = m![A % 256];
/// The quarter of `[A, Q]` a tile of `A / 512` selects.
pub type Quarter = m![1 # 4, A % 512, Q];
/// A quarter as it sits in DM: its two rows a slice, `Q` inside.
pub type Staged = m![A / 256 % 2, Q];

/// The size of a DM page.
pub const fn page(n: usize) -> usize {
    n * 0x1000
}

/// Quarters of `A`.
pub const QUARTERS: usize = 2048 / ROWS;
/// Rows of `A` in one quarter.
pub const ROWS: usize = const { 2 * 256 };
/// Where staging starts in DM: past the first page, as a `const` block computes it.
pub const STAGE: usize = const {
    let first = page(1);
    first + page(0)
};
/// Where results land in HBM.
pub const OUT: usize = page(QUARTERS * 64);

/// Writes, for each `$name = $k`, a `const fn $name(i)` giving the DM page of quarter `i` past
/// page `$k` of the staging area, and a constant `$last` for quarter 3.
macro_rules! slots {
    ($($name:ident / $last:ident = $k:expr),+ $(,)?) => {
        $(
            pub const fn $name(i: usize) -> usize {
                STAGE + page($k + i)
            }
            pub const $last: usize = $name(QUARTERS - 1);
        )+
    };
}

slots!(low_slot / LOW_LAST = 0, high_slot / HIGH_LAST = 8);

/// A run of `N` tiles placed one page apart from `base`.
pub struct Tiles<const N: usize> {
    pub base: usize,
}

impl<const N: usize> Tiles<N> {
    /// How many tiles the run has.
    pub const COUNT: usize = N;
    /// The bytes the run spans.
    pub const SPAN: usize = page(N);

    /// A run starting at `base`.
    pub const fn at(base: usize) -> Self {
        Self { base }
    }

    /// The DM address of tile `i`; the last tile ends `SPAN` past `base`.
    pub fn slot(&self, i: usize) -> usize {
        self.base + Self::SPAN - page(N - i)
    }
}

/// Which input quarter an output quarter takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Order {
    /// Quarter `j` from quarter `j`.
    Forward,
    /// Quarter `j` from quarter `3 - j`.
    Backward,
    /// Quarter `j` from quarter `(j + k) % 4`.
    Rotate(usize),
    /// Quarter `j` from quarter `j * s` (past the end when `s · 3 ≥ 4`).
    Stride { step: usize },
}

impl Order {
    /// The input quarter output quarter `j` takes.
    pub const fn source(self, j: usize) -> usize {
        match self {
            Order::Forward => j,
            Order::Backward => QUARTERS - 1 - j,
            Order::Rotate(k) if k % QUARTERS == 0 => j,
            Order::Rotate(k) => (j + k) % QUARTERS,
            Order::Stride { step } => j * step,
        }
    }
}

/// A cursor through DM pages: where the next quarter goes, and how many quarters went.
#[derive(Clone, Copy)]
pub struct Cursor {
    pub next: usize,
    pub done: (usize, usize),
}

impl Cursor {
    /// A cursor at the staging area.
    pub const fn new() -> Self {
        Cursor { next: STAGE, done: (0, 0) }
    }

    /// The page to stage at, the cursor moved one page on and the count raised.
    pub fn take(&mut self) -> usize {
        let at = self.next;
        self.next += page(1);
        self.done.0 += 1;
        at
    }

    /// Skips `n` pages.
    pub fn skip(&mut self, n: usize) {
        for _ in 0..n {
            self.next += page(1);
        }
        self.done.1 += n;
    }
}

/// A staging plan with defaults: the first page past the staging area, a page a quarter.
#[derive(Clone, Copy, Debug)]
pub struct Staging {
    pub base: usize,
    pub stride: usize,
}

impl Default for Staging {
    fn default() -> Self {
        Staging { base: STAGE + page(1), stride: page(1) }
    }
}

/// What splits `A` into parts: how many, and the input part an output part takes.
pub trait Parts {
    const COUNT: usize;
    fn source(&self, part: usize) -> usize;
}

/// `A` in quarters, each from itself.
pub struct Identity;

impl Parts for Identity {
    const COUNT: usize = QUARTERS;

    fn source(&self, part: usize) -> usize {
        part
    }
}
