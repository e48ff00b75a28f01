// Row maxima of a 16384 x 65536 i32 matrix (2^30 elements, 4 GiB): out[A] = max_R x[A, R]. The
// matrix is cut into 4 row blocks of 4096 rows and, within each, 64 column blocks of 1024; a block
// is loaded into DM sixteen rows per slice over the 256 slices of the first cluster, and the Vector
// Engine walks its rows two at a time over the 1024 columns, keeping each row's maximum (intra-slice
// Max). The block maxima of a row block are folded in DM, two tensors in turn, by an interleaved
// pass that takes the larger of each pair (Clip Max); the last is written to the rows' place in
// HBM. A spec has no maximum over an axis, so the check proves the kernel's own reading: a maximum
// over the whole of R at each row, with --max-macs 10^8.
//
//   layout simulate row_max_i32_wide.rs --fn row_max_i32_wide --max-macs 100000000
use furiosa_visa_std::prelude::*;

axes![A = 16384, R = 65536, G = 2];

const ROW_BLOCKS: usize = 4;
const COLUMN_BLOCKS: usize = 64;

type Chip = m![1];
type Cluster = m![1 # 2];
type Maxima = DmTensor<i32, Chip, Cluster, m![A / 16 % 256], m![A % 16]>;

fn block_max(
    ctx: &mut Context,
    x: HbmTensorView<i32, Chip, m![1 # 4, A % 4096, 1 # 64, R % 1024]>,
    out: DmTensorViewMut<i32, Chip, Cluster, m![A / 16 % 256], m![A % 16]>,
) {
    let x = x.to_dm::<Cluster, m![A / 16 % 256], m![A % 16 / 2, R % 1024, A % 2]>(&mut ctx.tdma, 0);
    ctx.main
        .begin(x.view())
        .fetch::<i32, m![A % 16 / 2, R % 1024], m![A % 2]>()
        .collect::<m![A % 16 / 2, R % 1024], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<m![R % 1024], m![A % 16 / 2], m![A % 2 # 4]>(IntraSliceReduceOpI32::Max)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit_view(out);
}

fn larger(ctx: &mut Context, lhs: &Maxima, rhs: &Maxima, out: DmTensorViewMut<i32, Chip, Cluster, m![A / 16 % 256], m![A % 16]>) {
    ctx.main
        .begin_interleaved::<G, _, _, _, _, _>(rhs.view(), lhs.view())
        .fetch::<i32, m![A % 16 / 8, G], m![A % 8]>()
        .collect::<m![A % 16 / 8, G], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<G, m![A % 16 / 8, 1 # 2], m![A % 16 / 8]>()
        .vector_clip_zip(ClipBinaryOpI32::Max)
        .vector_final()
        .commit_view(out)
}

#[device(chip = 1)]
pub fn row_max_i32_wide(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, R]>) -> HbmTensor<i32, Chip, m![A]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A]>::from_addr(1 << 32) };
    for i in 0..ROW_BLOCKS {
        let rows = x.view().tile::<m![A / 4096], 1, m![1 # 4, A % 4096, R]>(i);
        let mut max0 = unsafe { Maxima::from_addr(1 << 16) };
        let mut max1 = unsafe { Maxima::from_addr(1 << 17) };
        let mut block = unsafe { Maxima::from_addr(3 << 16) };
        for j in 0..COLUMN_BLOCKS {
            let x_block = rows.tile::<m![R / 1024], 1, m![1 # 4, A % 4096, 1 # 64, R % 1024]>(j);
            if j == 0 {
                block_max(ctx, x_block, max0.view_mut());
            } else {
                block_max(ctx, x_block, block.view_mut());
                if j % 2 == 1 {
                    larger(ctx, &max0, &block, max1.view_mut());
                } else {
                    larger(ctx, &max1, &block, max0.view_mut());
                }
            }
        }
        let o = out.view_mut().tile::<m![A / 4096], 1, m![1 # 4, A % 4096]>(i);
        max1.view().to_hbm_view(&mut ctx.tdma, o);
    }
    out
}
