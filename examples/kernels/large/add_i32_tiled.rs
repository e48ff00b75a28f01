// Elementwise addition of two i32 tensors of 2^30 elements (4 GiB each): out[N] = lhs[N] + rhs[N].
// Tiles of 2^20 elements (4 KB per slice over the 256 slices of the first cluster) are loaded into
// DM, read by begin_interleaved as one stream whose axis G tells lhs (G = 0) from rhs (G = 1),
// unzipped and added by the Vector Engine (AddFxp, wrapping), committed and written back to the
// tile's place in HBM. No contraction: the work is the 2^30 elements, checked symbolically with
// --max-macs 10^8.
//
//   layout simulate add_i32_tiled.rs --fn add_i32_tiled --max-macs 100000000 --expect 'lhs[N] + rhs[N] -> [N]'
use furiosa_visa_std::prelude::*;

axes![N = 1073741824, G = 2];

const TILES: usize = 1024;

type Chip = m![1];
type Cluster = m![1 # 2];

fn add_tile(
    ctx: &mut Context,
    lhs: HbmTensorView<i32, Chip, m![1 # 1024, N % 1048576]>,
    rhs: HbmTensorView<i32, Chip, m![1 # 1024, N % 1048576]>,
    out: HbmTensorViewMut<i32, Chip, m![1 # 1024, N % 1048576]>,
) {
    let lhs = lhs.to_dm::<Cluster, m![N / 8 % 256], m![N / 2048 % 512, N % 8]>(&mut ctx.tdma, 0);
    let rhs = rhs.to_dm::<Cluster, m![N / 8 % 256], m![N / 2048 % 512, N % 8]>(&mut ctx.tdma, 1 << 14);
    let sum: DmTensor<i32, Chip, Cluster, m![N / 8 % 256], m![N / 2048 % 512, N % 8]> = ctx
        .main
        .begin_interleaved::<G, _, _, _, _, _>(lhs.view(), rhs.view())
        .fetch::<i32, m![N / 2048 % 512, G], m![N % 8]>()
        .collect::<m![N / 2048 % 512, G], m![N % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<G, m![N / 2048 % 512, 1 # 2], m![N / 2048 % 512]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit(1 << 15);
    sum.view().to_hbm_view(&mut ctx.tdma, out);
}

#[device(chip = 1)]
pub fn add_i32_tiled(
    ctx: &mut Context,
    lhs: &HbmTensor<i32, Chip, m![N]>,
    rhs: &HbmTensor<i32, Chip, m![N]>,
) -> HbmTensor<i32, Chip, m![N]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![N]>::from_addr(1 << 33) };
    for t in 0..TILES {
        let a = lhs.view().tile::<m![N / 1048576], 1, m![1 # 1024, N % 1048576]>(t);
        let b = rhs.view().tile::<m![N / 1048576], 1, m![1 # 1024, N % 1048576]>(t);
        let o = out.view_mut().tile::<m![N / 1048576], 1, m![1 # 1024, N % 1048576]>(t);
        add_tile(ctx, a, b, o);
    }
    out
}
