//! Sizes and addresses, each computed from the ones before it.

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
/// A quarter as it sits in DM: its two rows a slice, `Q` outside, so that staging transposes each
/// slice's `[2, Q]` rows to `[Q, 2]` and writing back transposes them again.
pub type Staged = m![Q, A / 256 % 2];
/// The whole input and output of the copies.
pub type Tile = m![A, Q];

/// A DM page: 2^12 bytes.
pub const PAGE: usize = usize::pow(2, 12);
/// Rows of `A` in one quarter.
pub const ROWS: usize = 2usize.pow(9);
/// Quarters of `A`, rounded up.
pub const QUARTERS: usize = 2048_usize.div_ceil(ROWS);
/// Bits of a quarter's number: 2.
pub const QUARTER_BITS: u32 = QUARTERS.ilog2();
/// Bits of a page's offset: 12.
pub const PAGE_SHIFT: u32 = PAGE.trailing_zeros();
/// Bits of a row number inside a quarter: 9.
pub const ROW_BITS: u32 = usize::BITS - (ROWS - 1).leading_zeros();
/// Where staging starts in DM: a page in, never below 2 KiB.
pub const STAGE: usize = PAGE.max(0x800);
/// The pages the four quarters span, at most 1 MiB.
pub const SPAN: usize = (QUARTERS * PAGE).min(1 << 20);
/// Where results land in HBM: 1 MiB.
pub const OUT: usize = 1 << (PAGE_SHIFT + 8);
/// The staging slot of each quarter, the last quarter first: a table a `const` block fills.
pub const SLOTS_DOWN: [usize; QUARTERS] = {
    let mut slots = [0; QUARTERS];
    let mut i = 0;
    while i < QUARTERS {
        slots[i] = STAGE + PAGE * (QUARTERS - 1 - i);
        i += 1;
    }
    slots
};
