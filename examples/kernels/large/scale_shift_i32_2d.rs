// A scale and shift of a 65536 x 65536 i32 matrix (2^32 elements, 16 GiB): out[R, C] = 3 · x[R, C] - 7,
// wrapping in i32. The matrix is cut into 256-row by 4096-column tiles, over both axes: a row
// block, then a column block within it. Each tile is loaded into DM one row per slice over the 256
// slices of the first cluster; the Vector Engine multiplies (MulInt) and subtracts (SubFxp) a
// constant in its Fxp stage, and the result is written back to the tile's place in HBM. No
// contraction: checked symbolically with --max-macs 10^8.
//
//   layout simulate scale_shift_i32_2d.rs --fn scale_shift_i32_2d --max-macs 100000000 --expect 'x[R,C] * 3 - 7 -> [R,C]'
use furiosa_visa_std::prelude::*;

axes![R = 65536, C = 65536];

const ROW_TILES: usize = 256;
const COLUMN_TILES: usize = 16;

type Chip = m![1];
type Cluster = m![1 # 2];

fn scale_shift_tile(
    ctx: &mut Context,
    x: HbmTensorView<i32, Chip, m![1 # 256, R % 256, 1 # 16, C % 4096]>,
    out: HbmTensorViewMut<i32, Chip, m![1 # 256, R % 256, 1 # 16, C % 4096]>,
) {
    let x = x.to_dm::<Cluster, m![R % 256], m![C % 4096]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![R % 256], m![C % 4096]> = ctx
        .main
        .begin(x.view())
        .fetch::<i32, m![C / 8 % 512], m![C % 8]>()
        .collect::<m![C / 8 % 512], m![C % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 3)
        .vector_fxp(FxpBinaryOp::SubFxp, 7)
        .vector_final()
        .commit(1 << 14);
    y.view().to_hbm_view(&mut ctx.tdma, out);
}

#[device(chip = 1)]
pub fn scale_shift_i32_2d(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, C]>) -> HbmTensor<i32, Chip, m![R, C]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![R, C]>::from_addr(1 << 34) };
    for i in 0..ROW_TILES {
        let rows = x.view().tile::<m![R / 256], 1, m![1 # 256, R % 256, C]>(i);
        let mut out_rows = out.view_mut().tile::<m![R / 256], 1, m![1 # 256, R % 256, C]>(i);
        for j in 0..COLUMN_TILES {
            let a = rows.tile::<m![C / 4096], 1, m![1 # 256, R % 256, 1 # 16, C % 4096]>(j);
            let o = out_rows.tile::<m![C / 4096], 1, m![1 # 256, R % 256, 1 # 16, C % 4096]>(j);
            scale_shift_tile(ctx, a, o);
        }
    }
    out
}
