// Row-pair sums of a product, 256 tiles of 256 rows: out[2i, j] = Σ_k (a[2i, k] + a[2i + 1, k]) · b[k, j]
// over I = 65536 rows (2^32 multiply-accumulates). Each tile is examples/kernels/partial_accumulate.rs:
// Time is [K / 64, I % 64] and the accumulate keeps I % 64 / 2, so the output, which holds no digit
// I % 2, sums each pair of neighbouring rows; its tile goes to its place in HBM.
//
//   layout simulate row_pair_sums_tiled.rs --fn row_pair_sums_tiled --max-macs 1000000000
use furiosa_visa_std::prelude::*;

axes![I = 65536, J = 512, K = 128];

const TILES: usize = 256;

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 64 % 4, J / 8];
type Row = m![J % 8];

fn tile_sums(
    ctx: &mut Context,
    a: HbmTensorView<i8, Chip, m![1 # 256, I % 256, K]>,
    b: &HbmTensor<i8, Chip, m![K, J]>,
    out: HbmTensorViewMut<i32, Chip, m![1 # 256, I / 64 % 4, I % 64 / 2, J]>,
) {
    let a: DmTensor<i8, Chip, Cluster, Slice, m![I % 64, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<i8, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 14);
    let w: TrfTensor<i8, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<i8, m![J % 8, K / 32], m![K % 32]>()
        .collect::<m![J % 8, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    let c: DmTensor<i32, Chip, Cluster, Slice, m![I % 64 / 2, J % 8]> = ctx
        .main
        .begin(a.view())
        .fetch::<i8, m![K / 64, I % 64, K / 32 % 2], m![K % 32]>()
        .collect::<m![K / 64, I % 64, K / 32 % 2], m![K % 32]>()
        .align::<m![K / 64, I % 64], m![K % 64], _, _>(&w)
        .contract::<m![1]>()
        .accumulate::<m![I % 64 / 2], m![J % 8]>(AccumulationKind::Interleaved)
        .commit(1 << 15);
    c.view().to_hbm_view(&mut ctx.tdma, out);
}

#[device(chip = 1)]
pub fn row_pair_sums_tiled(
    ctx: &mut Context,
    a: &HbmTensor<i8, Chip, m![I, K]>,
    b: &HbmTensor<i8, Chip, m![K, J]>,
) -> HbmTensor<i32, Chip, m![I / 64, I % 64 / 2, J]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![I / 64, I % 64 / 2, J]>::from_addr(1 << 33) };
    for t in 0..TILES {
        let rows = a.view().tile::<m![I / 256], 1, m![1 # 256, I % 256, K]>(t);
        let o = out.view_mut().tile::<m![I / 256], 1, m![1 # 256, I / 64 % 4, I % 64 / 2, J]>(t);
        tile_sums(ctx, rows, b, o);
    }
    out
}
