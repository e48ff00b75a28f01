// A tiled elementwise addition whose loop skips its last tile: out[N] = lhs[N] + rhs[N] over four
// tiles of 16384 elements, but `for t in 0..TILES - 1` writes only three of them. The output is taken
// with `from_addr`, whose memory is uninitialized (the reference's `Opt::Uninit`), so a quarter of it
// is never written: the run is not conformant, without a spec, and the first index never written is
// named. The symbolic check (`--max-macs 0`) says the same.
//
//   layout simulate examples/kernels/broken/skipped_tile.rs
use furiosa_visa_std::prelude::*;

axes![N = 65536, G = 2];

const TILES: usize = 4;

type Chip = m![1];
type Cluster = m![1 # 2];
type Tile = m![1 # 4, N % 16384];

fn add_tile(
    ctx: &mut Context,
    lhs: HbmTensorView<i32, Chip, Tile>,
    rhs: HbmTensorView<i32, Chip, Tile>,
    out: HbmTensorViewMut<i32, Chip, Tile>,
) {
    let lhs = lhs.to_dm::<Cluster, m![N / 8 % 256], m![N / 2048 % 8, N % 8]>(&mut ctx.tdma, 0);
    let rhs = rhs.to_dm::<Cluster, m![N / 8 % 256], m![N / 2048 % 8, N % 8]>(&mut ctx.tdma, 1 << 14);
    let sum: DmTensor<i32, Chip, Cluster, m![N / 8 % 256], m![N / 2048 % 8, N % 8]> = ctx
        .main
        .begin_interleaved::<G, _, _, _, _, _>(lhs.view(), rhs.view())
        .fetch::<i32, m![N / 2048 % 8, G], m![N % 8]>()
        .collect::<m![N / 2048 % 8, G], m![N % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<G, m![N / 2048 % 8, 1 # 2], m![N / 2048 % 8]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit(1 << 15);
    sum.view().to_hbm_view(&mut ctx.tdma, out);
}

#[device(chip = 1)]
pub fn skipped_tile(
    ctx: &mut Context,
    lhs: &HbmTensor<i32, Chip, m![N]>,
    rhs: &HbmTensor<i32, Chip, m![N]>,
) -> HbmTensor<i32, Chip, m![N]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![N]>::from_addr(1 << 20) };
    for t in 0..TILES - 1 {
        let a = lhs.view().tile::<m![N / 16384], 1, Tile>(t);
        let b = rhs.view().tile::<m![N / 16384], 1, Tile>(t);
        let o = out.view_mut().tile::<m![N / 16384], 1, Tile>(t);
        add_tile(ctx, a, b, o);
    }
    out
}
