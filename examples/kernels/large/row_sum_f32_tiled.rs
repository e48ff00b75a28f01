// Row sums of a 16777216 x 64 f32 matrix (2^30 elements, 4 GiB): out[A] = Σ_R x[A, R]. Tiles of
// 16384 rows are loaded into DM, 64 rows per slice over the 256 slices of the first cluster; the
// Vector Engine reads two rows at a time, one in each of two lanes, over 64 steps of R, and sums
// each lane in f32 with its intra-slice reduce (one accumulator slot per pair of rows); the sums are committed and written back to the tile's
// place in HBM. The symbolic check proves the f32 sum of each row's 64 elements within the
// concrete check's bound, with --max-macs 10^8.
//
//   layout simulate row_sum_f32_tiled.rs --fn row_sum_f32_tiled --max-macs 100000000 --expect 'x[A,R] -> [A]'
use furiosa_visa_std::prelude::*;

axes![A = 16777216, R = 64];

const TILES: usize = 1024;

type Chip = m![1];
type Cluster = m![1 # 2];

fn row_sum_tile(
    ctx: &mut Context,
    x: HbmTensorView<f32, Chip, m![1 # 1024, A % 16384, R]>,
    out: HbmTensorViewMut<f32, Chip, m![1 # 1024, A % 16384]>,
) {
    let x = x.to_dm::<Cluster, m![A / 64 % 256], m![A % 64 / 2, R, A % 2]>(&mut ctx.tdma, 0);
    let sums: DmTensor<f32, Chip, Cluster, m![A / 64 % 256], m![A % 64]> = ctx
        .main
        .begin(x.view())
        .fetch::<f32, m![A % 64 / 2, R], m![A % 2]>()
        .collect::<m![A % 64 / 2, R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![A % 64 / 2], m![A % 2 # 4]>(IntraSliceReduceOpF32::Add)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(1 << 14);
    sums.view().to_hbm_view(&mut ctx.tdma, out);
}

#[device(chip = 1)]
pub fn row_sum_f32_tiled(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, R]>) -> HbmTensor<f32, Chip, m![A]> {
    let mut out = unsafe { HbmTensor::<f32, Chip, m![A]>::from_addr(1 << 32) };
    for t in 0..TILES {
        let a = x.view().tile::<m![A / 16384], 1, m![1 # 1024, A % 16384, R]>(t);
        let o = out.view_mut().tile::<m![A / 16384], 1, m![1 # 1024, A % 16384]>(t);
        row_sum_tile(ctx, a, o);
    }
    out
}
