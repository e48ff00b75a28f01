//! Axes and placements shared by the kernels.

use furiosa_visa_std::prelude::*;

axes![
    A = 512,  // rows, two a slice
    B = 4,    // features of a row, along the packet
    R = 4,    // rows reduced or toggled along time
    W = 16,   // a row's width reduced inside a slice
    I = 2,    // the two tensors of an interleaved pair
];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];

/// A row tensor spread two rows a slice, its features along the packet.
pub type Rows<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2, B]>;

/// Rows narrowed to one byte, each padded to 8 so that a commit writes 8 bytes at a time.
pub type Bytes<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2, B # 8]>;

/// A row tensor in HBM, of any element type.
pub type Hbm<D> = HbmTensor<D, Chip, m![A, B]>;
