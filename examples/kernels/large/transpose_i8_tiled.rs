// A transposed copy of a 65536 x 65536 i8 matrix (4 GiB): out[C, R] = x[R, C]. The matrix is cut
// into 32 x 32 blocks of 2048 x 2048; the tensor DMA loads a block into DM with C outermost (eight
// columns of the block per slice over the 256 slices of the first cluster, R inside), and writes
// it back to the block of the output at the mirrored place, so the block (i, j) of x becomes the
// block (j, i) of out. No arithmetic: checked symbolically with --max-macs 10^8.
//
//   layout simulate transpose_i8_tiled.rs --fn transpose_i8_tiled --max-macs 100000000 --expect 'x[R,C] -> [C,R]'
use furiosa_visa_std::prelude::*;

axes![R = 65536, C = 65536];

const BLOCKS: usize = 32;

type Chip = m![1];
type Cluster = m![1 # 2];

fn transpose_block(
    ctx: &mut Context,
    x: HbmTensorView<i8, Chip, m![1 # 32, R % 2048, 1 # 32, C % 2048]>,
    out: HbmTensorViewMut<i8, Chip, m![1 # 32, C % 2048, 1 # 32, R % 2048]>,
) {
    let block = x.to_dm::<Cluster, m![C % 2048 / 8], m![C % 8, R % 2048]>(&mut ctx.tdma, 0);
    block.view().to_hbm_view(&mut ctx.tdma, out);
}

#[device(chip = 1)]
pub fn transpose_i8_tiled(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![R, C]>) -> HbmTensor<i8, Chip, m![C, R]> {
    let mut out = unsafe { HbmTensor::<i8, Chip, m![C, R]>::from_addr(1 << 33) };
    for i in 0..BLOCKS {
        let rows = x.view().tile::<m![R / 2048], 1, m![1 # 32, R % 2048, C]>(i);
        for j in 0..BLOCKS {
            let block = rows.tile::<m![C / 2048], 1, m![1 # 32, R % 2048, 1 # 32, C % 2048]>(j);
            let mut columns = out.view_mut().tile::<m![C / 2048], 1, m![1 # 32, C % 2048, R]>(j);
            let o = columns.tile::<m![R / 2048], 1, m![1 # 32, C % 2048, 1 # 32, R % 2048]>(i);
            transpose_block(ctx, block, o);
        }
    }
    out
}
