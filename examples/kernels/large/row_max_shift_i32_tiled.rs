// How far each element of a 16777216 x 64 i32 matrix lies below its row's maximum (2^30 elements,
// 4 GiB): out[A, R] = max_R' x[A, R'] - x[A, R]. Tiles of 16384 rows are loaded into DM, 64 rows
// per slice over the 256 slices of the first cluster; a first Vector Engine pass walks the rows
// two at a time over R and keeps each row's maximum in the VRF, a second walks them again and
// subtracts every element from it; the tile is written back to its place in HBM. The symbolic check proves it
// without a spec as its own reading: a maximum over the whole output axis R, read afresh inside
// the reduction and broadcast back over the row, with --max-macs 10^8.
//
//   layout simulate row_max_shift_i32_tiled.rs --fn row_max_shift_i32_tiled --max-macs 100000000
use furiosa_visa_std::prelude::*;

axes![A = 16777216, R = 64];

const TILES: usize = 1024;

type Chip = m![1];
type Cluster = m![1 # 2];
type Rows = DmTensor<i32, Chip, Cluster, m![A / 64 % 256], m![A % 64 / 2, R, A % 2]>;

fn row_max_shift_tile(
    ctx: &mut Context,
    x: HbmTensorView<i32, Chip, m![1 # 1024, A % 16384, R]>,
    out: HbmTensorViewMut<i32, Chip, m![1 # 1024, A % 16384, R]>,
) {
    let x: Rows = x.to_dm(&mut ctx.tdma, 0);
    let row_max: VrfTensor<i32, Chip, Cluster, m![A / 64 % 256], m![A % 64 / 2, A % 2]> = ctx
        .main
        .begin(x.view())
        .fetch::<i32, m![A % 64 / 2, R], m![A % 2]>()
        .collect::<m![A % 64 / 2, R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![A % 64 / 2], m![A % 2 # 4]>(IntraSliceReduceOpI32::Max)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .to_vrf(0);
    let shifted: Rows = ctx
        .main
        .begin(x.view())
        .fetch::<i32, m![A % 64 / 2, R], m![A % 2]>()
        .collect::<m![A % 64 / 2, R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        // Mode10: the operand less the stream, max - x
        .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode10, &row_max)
        .vector_final()
        .commit(1 << 14);
    shifted.view().to_hbm_view(&mut ctx.tdma, out);
}

#[device(chip = 1)]
pub fn row_max_shift_i32_tiled(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, R]>) -> HbmTensor<i32, Chip, m![A, R]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![A, R]>::from_addr(1 << 32) };
    for t in 0..TILES {
        let a = x.view().tile::<m![A / 16384], 1, m![1 # 1024, A % 16384, R]>(t);
        let o = out.view_mut().tile::<m![A / 16384], 1, m![1 # 1024, A % 16384, R]>(t);
        row_max_shift_tile(ctx, a, o);
    }
    out
}
