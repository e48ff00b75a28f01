//! i8 products whose 1024 columns are taken 512 a loop iteration, each tile's columns spread
//! over 16 slices: each slice sums its 32 columns for every row, two rows a packet, the slices'
//! sums meet in an inter-slice reduction, and each tile's sums join a running sum zipped with
//! them on the Vector Engine, kept as i32 or wrapped to i8.

use super::*;

axes![
    R = 128,  // rows of the weight, the outputs
    K = 1024, // columns, 512 a tile, 32 a slice
    Z = 16,   // copies of the reduced sums
    I = 2,    // the two operands of an interleaved pair
];

/// The slices: 16 column blocks of a tile, each on 16 slices that hold it alike.
type Blocks = m![K % 512 / 32, 1 # 16];
/// A tile's sums, or the running sum, every row on each slice of `Z`.
type Sums<D> = DmTensor<D, Chip, Cluster, m![Z, 1 # 16], m![R]>;

/// The tiles along `K`.
const TILES: usize = 2;

/// `Σ_{k in tile j} w[r, k] · x[k]`, committed at `into`.
fn tile_sums(ctx: &mut Context, w: &HbmTensor<i8, Chip, m![R, K]>, x: &HbmTensor<i8, Chip, m![K]>, j: usize, into: u64) -> Sums<i32> {
    let w_dm = w
        .view()
        .tile::<m![K / 512], 1, m![R, 1 # 2, K % 512]>(j)
        .to_dm::<Cluster, Blocks, m![R, K % 32]>(&mut ctx.tdma, at::dm(0));
    let x_dm = x
        .view()
        .tile::<m![K / 512], 1, m![1 # 2, K % 512]>(j)
        .to_dm::<Cluster, Blocks, m![K % 32]>(&mut ctx.tdma, at::dm(1));
    let x_trf: TrfTensor<i8, Chip, Cluster, Blocks, m![1], m![K % 32]> = ctx
        .sub
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![K % 32]>()
        .collect::<m![1], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    ctx.main
        .begin(w_dm.view())
        .fetch::<i8, m![R], m![K % 32]>()
        .collect::<m![R], m![K % 32]>()
        .align::<m![R / 2], m![R % 2, K % 32], _, _>(&x_trf)
        .contract::<m![R % 2]>()
        .accumulate::<m![R / 2], m![R % 2 # 8]>(AccumulationKind::Sequential)
        .vector_init()
        .vector_inter_slice_reduce::<m![Z, 1 # 16], m![R / 2]>(InterSliceReduceOpI32::Add)
        .vector_final()
        .commit(into)
}

/// `a + b` of two sums, eight rows a step, up to `vector_final`.
macro_rules! zipped {
    ($ctx:ident, $a:expr, $b:expr) => {
        $ctx.main
            .begin_interleaved::<I, _, _, _, _, _>($a.view(), $b.view())
            .fetch::<i32, m![R / 8, I], m![R % 8]>()
            .collect::<m![R / 8, I], m![R % 8]>()
            .vector_init()
            .vector_intra_slice_unzip::<I, m![R / 8, 1 # 2], m![R / 8]>()
            .vector_clip_zip(ClipBinaryOpI32::AddFxp)
            .vector_final()
    };
}

/// The running sum of every tile but the last, and the last tile's sums.
fn all_but_last(ctx: &mut Context, w: &HbmTensor<i8, Chip, m![R, K]>, x: &HbmTensor<i8, Chip, m![K]>) -> (Sums<i32>, Sums<i32>) {
    let mut running = tile_sums(ctx, w, x, 0, at::dm(2));
    for j in 1..TILES {
        let part = tile_sums(ctx, w, x, j, at::dm(3));
        if j + 1 == TILES {
            return (running, part);
        }
        running = zipped!(ctx, running, part).commit(at::dm(4 + j as u64 % 2));
    }
    unreachable!("there are at least two tiles")
}

/// One copy of the sums, written to HBM.
fn one_copy<D: Scalar>(ctx: &mut Context, sums: &Sums<D>) -> HbmTensor<D, Chip, m![R]> {
    let mut out = unsafe { HbmTensor::<D, Chip, m![R]>::from_addr(at::hbm(0)) };
    sums.view()
        .slice_tile::<m![Z], 1, m![1 # 16, 1 # 16]>(Z_PICK)
        .to_hbm_view(&mut ctx.tdma, out.view_mut());
    out
}

/// The copy of the reduced sums written out.
const Z_PICK: usize = 9;

/// `Σ_k w[r, k] · x[k]` as i32, the tiles' sums added in a loop.
#[device(chip = 1)]
pub fn gemv_columns_sliced(
    ctx: &mut Context,
    w: &HbmTensor<i8, Chip, m![R, K]>,
    x: &HbmTensor<i8, Chip, m![K]>,
) -> HbmTensor<i32, Chip, m![R]> {
    let (running, last) = all_but_last(ctx, w, x);
    let total: Sums<i32> = zipped!(ctx, running, last).commit(at::dm(6));
    one_copy(ctx, &total)
}

/// `Σ_k w[r, k] · x[k]` wrapped to i8 (`as i8`) by the last tile's pass.
#[device(chip = 1)]
pub fn gemv_wrapped_i8(
    ctx: &mut Context,
    w: &HbmTensor<i8, Chip, m![R, K]>,
    x: &HbmTensor<i8, Chip, m![K]>,
) -> HbmTensor<i8, Chip, m![R]> {
    let (running, last) = all_but_last(ctx, w, x);
    let total: Sums<i8> = zipped!(ctx, running, last).cast::<i8, m![R % 8 # 32]>().commit(at::dm(6));
    one_copy(ctx, &total)
}
