// The bf16 GEMM of gemm_bf16_tiled (8192 x 4096 x 4096, 2^37 multiply-accumulates) with its 32 x 32
// output tiles visited through a helper: a struct names a tile by its row and column block, an
// enum says in which order the tiles are walked (here column-major), and one loop over the 1024
// tiles hands each coordinate to the helper that cuts a, b and c and multiplies the blocks.
//
//   layout simulate gemm_bf16_tile_coords.rs --fn gemm_bf16_tile_coords --expect 'a[I,K] * b[K,J] -> [I,J]'
use furiosa_visa_std::prelude::*;

axes![I = 8192, J = 4096, K = 4096];

const I_TILES: usize = 32;
const J_TILES: usize = 32;

/// The output tile at row block `row` and column block `column`.
#[derive(Clone, Copy)]
struct TileCoord {
    row: usize,
    column: usize,
}

/// The order in which the output tiles are visited.
enum Order {
    RowMajor,
    ColumnMajor,
}

/// The `t`-th tile visited in `order`.
fn coordinate(order: &Order, t: usize) -> TileCoord {
    match order {
        Order::RowMajor => TileCoord { row: t / J_TILES, column: t % J_TILES },
        Order::ColumnMajor => TileCoord { row: t % I_TILES, column: t / I_TILES },
    }
}

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16 % 16, J / 8 % 16];
type Row = m![J % 8];

fn tile_product(
    ctx: &mut Context,
    a: HbmTensorView<bf16, Chip, m![1 # 32, I % 256, K]>,
    b: HbmTensorView<bf16, Chip, m![K, 1 # 32, J % 128]>,
    out: HbmTensorViewMut<bf16, Chip, m![1 # 32, I % 256, 1 # 32, J % 128]>,
) {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 17);
    let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
        .collect::<m![J % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);
    let c: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, J % 8]> = ctx
        .main
        .begin(a.view())
        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()
        .collect::<m![I % 16, K / 16], m![K % 16]>()
        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![J % 8 # 16]>()
        .commit(3 << 17);
    c.view().to_hbm_view(&mut ctx.tdma, out);
}

fn output_tile(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
    c: &mut HbmTensor<bf16, Chip, m![I, J]>,
    at: TileCoord,
) {
    let rows = a.view().tile::<m![I / 256], 1, m![1 # 32, I % 256, K]>(at.row);
    let columns = b.view().tile::<m![J / 128], 1, m![K, 1 # 32, J % 128]>(at.column);
    let mut c_rows = c.view_mut().tile::<m![I / 256], 1, m![1 # 32, I % 256, J]>(at.row);
    let c_tile = c_rows.tile::<m![J / 128], 1, m![1 # 32, I % 256, 1 # 32, J % 128]>(at.column);
    tile_product(ctx, rows, columns, c_tile);
}

#[device(chip = 1)]
pub fn gemm_bf16_tile_coords(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let mut c = unsafe { HbmTensor::<bf16, Chip, m![I, J]>::from_addr(1 << 30) };
    let order = Order::ColumnMajor;
    for t in 0..I_TILES * J_TILES {
        let at = coordinate(&order, t);
        output_tile(ctx, a, b, &mut c, at);
    }
    c
}
