//! The GEMM, tile by tile: a band of 256 rows of `a` times a block of 128 columns of `b`.

use super::*;

type Chip = m![1];
type Cluster = m![1 # 2];
/// 16 row groups by 16 column groups of a tile over the 256 slices.
type Grid = m![M / 16 % 16, N / 8 % 16];

/// The tiles of the product: bands of rows and blocks of columns.
#[derive(Clone, Copy)]
struct Tiling {
    bands: usize,
    blocks: usize,
}

impl Tiling {
    /// Rows of `M` in a band.
    const BAND: usize = 256;
    /// Columns of `N` in a block.
    const BLOCK: usize = 128;

    const fn of_product() -> Self {
        Tiling { bands: 8192 / Self::BAND, blocks: 4096 / Self::BLOCK }
    }

    /// The `(band, block)` of step `s` in `order`.
    fn tile(&self, order: Order, s: usize) -> (usize, usize) {
        match order {
            Order::BandsFirst => (s / self.blocks, s % self.blocks),
            Order::BlocksFirst => (s % self.bands, s / self.bands),
        }
    }
}

/// The order the tiles are visited in.
#[derive(Clone, Copy, PartialEq)]
enum Order {
    BandsFirst,
    BlocksFirst,
}

/// One tile of the product: `band · block` over all of `K`, in f32, rounded to bf16 once.
fn multiply_tile(
    ctx: &mut Context,
    band: HbmTensorView<bf16, Chip, m![1 # 32, M % 256, K]>,
    block: HbmTensorView<bf16, Chip, m![K, 1 # 32, N % 128]>,
    into: HbmTensorViewMut<bf16, Chip, m![1 # 32, M % 256, 1 # 32, N % 128]>,
) {
    let band: DmTensor<bf16, Chip, Cluster, Grid, m![M % 16, K]> = band.to_dm(&mut ctx.tdma, 0);
    let block: DmTensor<bf16, Chip, Cluster, Grid, m![N % 8, K]> = block.to_dm(&mut ctx.tdma, 1 << 17);
    let weights: TrfTensor<bf16, Chip, Cluster, Grid, m![N % 8], m![K]> = ctx
        .sub
        .begin(block.view())
        .fetch::<bf16, m![N % 8, K / 16], m![K % 16]>()
        .collect::<m![N % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);
    let product: DmTensor<bf16, Chip, Cluster, Grid, m![M % 16, N % 8]> = ctx
        .main
        .begin(band.view())
        .fetch::<bf16, m![M % 16, K / 16], m![K % 16]>()
        .collect::<m![M % 16, K / 16], m![K % 16]>()
        .align::<m![M % 16, K / 32], m![K % 32], _, _>(&weights)
        .contract::<m![1]>()
        .accumulate::<m![M % 16], m![N % 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![N % 8 # 16]>()
        .commit(3 << 17);
    product.view().to_hbm_view(&mut ctx.tdma, into);
}

/// `a · b`, visiting the tiles in `order`; with `skip`, the last block of every band is left out
/// by a labelled `continue`.
fn gemm(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![M, K]>,
    b: &HbmTensor<bf16, Chip, m![K, N]>,
    order: Order,
    skip: bool,
) -> HbmTensor<bf16, Chip, m![M, N]> {
    let mut c = unsafe { HbmTensor::<bf16, Chip, m![M, N]>::from_addr(1 << 30) };
    let tiling = Tiling::of_product();
    let steps = loop {
        break tiling.bands * tiling.blocks;
    };
    'tiles: for s in 0..steps {
        let (band, block) = tiling.tile(order, s);
        if skip && block + 1 == tiling.blocks {
            continue 'tiles;
        }
        let rows = a.view().tile::<m![M / 256], 1, m![1 # 32, M % 256, K]>(band);
        let columns = b.view().tile::<m![N / 128], 1, m![K, 1 # 32, N % 128]>(block);
        let mut c_band = c.view_mut().tile::<m![M / 256], 1, m![1 # 32, M % 256, N]>(band);
        let c_tile = c_band.tile::<m![N / 128], 1, m![1 # 32, M % 256, 1 # 32, N % 128]>(block);
        multiply_tile(ctx, rows, columns, c_tile);
    }
    c
}

/// `a · b`, band by band.
#[device(chip = 1)]
pub fn gemm_bands_first(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![M, K]>,
    b: &HbmTensor<bf16, Chip, m![K, N]>,
) -> HbmTensor<bf16, Chip, m![M, N]> {
    gemm(ctx, a, b, Order::BandsFirst, false)
}

/// `a · b`, block by block.
#[device(chip = 1)]
pub fn gemm_blocks_first(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![M, K]>,
    b: &HbmTensor<bf16, Chip, m![K, N]>,
) -> HbmTensor<bf16, Chip, m![M, N]> {
    gemm(ctx, a, b, Order::BlocksFirst, false)
}

/// Not `a · b`: the last 128 columns are never written.
#[device(chip = 1)]
pub fn gemm_last_block_skipped(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![M, K]>,
    b: &HbmTensor<bf16, Chip, m![K, N]>,
) -> HbmTensor<bf16, Chip, m![M, N]> {
    gemm(ctx, a, b, Order::BandsFirst, true)
}
