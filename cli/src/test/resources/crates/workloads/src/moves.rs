//! Data movement over tiles of tensors larger than one pass: a residual add, a staged copy with a
//! one-row shift, and the rows of a KV cache written and read by index.

use furiosa_visa_std::prelude::*;

axes![N = 4096, D = 128, R = 256, C = 1024, W = 2];

type Chip = m![1];
type Cluster = m![1 # 2];

/// The rows one pass handles: a quarter of `N`, one row a slice.
const ROW_TILE: usize = 1024;
const N_SIZE: usize = 4096;

/// A tile of 1024 rows in DM: its rows over 256 slices and four in each.
type RowTile = DmTensor<bf16, Chip, Cluster, m![N % 256], m![N / 256 % 4, D]>;

/// Where a tile's DM buffers live: two sets that alternate from tile to tile.
struct Buffers {
    base: u64,
    stride: u64,
}

impl Buffers {
    fn hidden(&self, tile: usize) -> u64 {
        self.base + (tile % 2) as u64 * self.stride
    }

    fn residual(&self, tile: usize) -> u64 {
        self.hidden(tile) + 0x1000
    }

    fn sum(&self, tile: usize) -> u64 {
        self.hidden(tile) + 0x2000
    }
}

/// hidden + residual over all 4096 rows, a quarter at a time, each quarter's DM buffers at a
/// distinct address so that the next quarter's loads do not wait on the last one's add.
#[device(chip = 1)]
pub fn residual_add_tiles(
    ctx: &mut Context,
    hidden: &HbmTensor<bf16, Chip, m![N, D]>,
    residual: &HbmTensor<bf16, Chip, m![N, D]>,
) -> HbmTensor<bf16, Chip, m![N, D]> {
    let mut out = unsafe { HbmTensor::<bf16, Chip, m![N, D]>::from_addr(0x100_0000) };
    let buffers = Buffers { base: 0, stride: 0x8000 };
    for t in 0..N_SIZE / ROW_TILE {
        let h: RowTile = hidden
            .view()
            .tile::<m![N / 1024], 1, m![1 # 4, N % 1024, D]>(t)
            .to_dm(&mut ctx.tdma, buffers.hidden(t));
        let r: RowTile = residual
            .view()
            .tile::<m![N / 1024], 1, m![1 # 4, N % 1024, D]>(t)
            .to_dm(&mut ctx.tdma, buffers.residual(t));
        let sum: RowTile = ctx
            .main
            .begin_interleaved::<W, _, _, _, _, _>(h.view(), r.view())
            .fetch::<f32, m![N / 256 % 4, D / 8, W], m![D % 8]>()
            .collect::<m![N / 256 % 4, D / 8, W], m![D % 8]>()
            .vector_init()
            .vector_intra_slice_unzip::<W, m![N / 256 % 4, D / 8, 1 # 2], m![N / 256 % 4, D / 8]>()
            .vector_clip_zip(ClipBinaryOpF32::Add)
            .vector_final()
            .cast::<bf16, m![D % 8 # 16]>()
            .commit(buffers.sum(t));
        sum.view()
            .to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![N / 1024], 1, m![1 # 4, N % 1024, D]>(t));
    }
    out
}

/// Shifts the rows of `x` down by one inside each group of four (row 4g + k + 1 takes row 4g + k,
/// row 4g takes row 4g + 3), through DM views.
#[device(chip = 1)]
pub fn rotate_row_groups(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, D]>) -> HbmTensor<i32, Chip, m![R, D]> {
    let staged = x.to_dm::<Cluster, m![R / 4 # 256], m![R % 4, D]>(&mut ctx.tdma, 0x0);
    let mut rotated = unsafe { DmTensor::<i32, Chip, Cluster, m![R / 4 # 256], m![R % 4, D]>::from_addr(0x4000) };
    staged
        .view()
        .tile::<m![R % 4], 3, m![R % 4 = 3 # 4, D]>(0)
        .to_dm_view(&mut ctx.tdma, rotated.view_mut().tile::<m![R % 4], 3, m![R % 4 = 3 # 4, D]>(1));
    staged
        .view()
        .tile::<m![R % 4], 1, m![1 # 4, D]>(3)
        .to_dm_view(&mut ctx.tdma, rotated.view_mut().tile::<m![R % 4], 1, m![1 # 4, D]>(0));
    rotated.to_hbm(&mut ctx.tdma, 0x20_0000)
}

/// Writes 256 new rows into a cache of 1024 at the positions `slots` gives.
#[device(chip = 1)]
pub fn cache_write_rows(
    ctx: &mut Context,
    rows: &HbmTensor<bf16, Chip, m![R, D]>,
    slots: &HbmTensor<i32, Chip, m![R]>,
    cache: &mut HbmTensor<bf16, Chip, m![C, D]>,
) {
    let staged: DmTensor<bf16, Chip, Cluster, m![R], m![D]> = rows.to_dm(&mut ctx.tdma, 0x0);
    staged.dma_scatter::<m![R], _, _>(slots, cache, true);
}

/// Reads 256 rows of a cache of 1024 at the positions `slots` gives.
#[device(chip = 1)]
pub fn cache_read_rows(
    ctx: &mut Context,
    cache: &HbmTensor<bf16, Chip, m![C, D]>,
    slots: &HbmTensor<i32, Chip, m![R]>,
) -> HbmTensor<bf16, Chip, m![R, D]> {
    let rows: DmTensor<bf16, Chip, Cluster, m![R], m![D]> = cache.dma_gather(slots, 0x0);
    rows.to_hbm(&mut ctx.tdma, 0x40_0000)
}
