//! The axes, the chip and cluster, the tensor shapes the kernels share, and where buffers go.

pub(crate) use furiosa_visa_std::prelude::*;

axes![
    A = 512, // rows, two a slice
    B = 4,   // features of a row, along the packet
    W = 16,  // a wide row's values
    I = 2,   // the two tensors of an interleaved pair
];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];

/// Rows two a slice, their features along the packet.
pub type Rows<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2, B]>;
/// Wide rows two a slice, each row's `W` values in the slice.
pub type Wide<D> = DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2, W]>;
/// Rows in HBM.
pub type Hbm<D> = HbmTensor<D, Chip, m![A, B]>;
/// Wide rows in HBM.
pub type HbmWide<D> = HbmTensor<D, Chip, m![A, W]>;

/// Where results go in HBM.
pub const OUT: u64 = 0x10_0000;

/// A DM buffer at a fixed address, given as a const parameter: `Slot::<0x2000>::stage(ctx, x)`
/// stages `x` at `0x2000`.
pub struct Slot<const AT: u64>;

impl<const AT: u64> Slot<AT> {
    /// The buffer's address.
    pub const ADDRESS: u64 = AT;

    /// `x` staged here, two rows a slice.
    pub fn stage<D: Scalar>(ctx: &mut Context, x: &Hbm<D>) -> Rows<D> {
        x.to_dm(&mut ctx.tdma, AT)
    }

    /// Wide `x` staged here, two rows a slice.
    pub fn stage_wide<D: Scalar>(ctx: &mut Context, x: &HbmWide<D>) -> Wide<D> {
        x.to_dm(&mut ctx.tdma, AT)
    }
}
