//! Axes and layouts shared by several modules.

use furiosa_visa_std::prelude::*;

axes![
    N = 1024,
    K = 256,
    M = 64,
    T = 8,
    J = 2,
];

/// One chip.
pub type Chip = m![1];
/// Both clusters, neither mapped.
pub type Cluster = m![1 # 2];

/// Bytes in one 32 KiB DM bank window.
pub const BANK: usize = 32 * 1024;
/// Tiles the tile loops cut `N` into.
pub const TILES: usize = 4;
/// Rows of `N` in one tile.
pub const TILE_ROWS: usize = 1024 / TILES;
