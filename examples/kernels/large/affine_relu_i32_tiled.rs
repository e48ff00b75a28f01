// An integer ReLU of an affine map over 2^30 i32 elements (4 GiB): out[N] = max(3 · x[N] + 5, 0),
// each `*` and `+` wrapping in i32. Tiles of 2^20 elements are loaded into DM over the 256 slices
// of the first cluster; the Vector Engine multiplies (MulInt) and adds (AddFxp) a constant in its
// Fxp stage and clips at 0 (Max) in its Clip stage; the result is committed and written back to
// the tile's place in HBM. No contraction: the symbolic check decides it as polynomials modulo
// 2^32 and a max of 32-bit values, with --max-macs 10^8.
//
//   layout simulate affine_relu_i32_tiled.rs --fn affine_relu_i32_tiled --max-macs 100000000 --expect 'max(x[N] * 3 + 5, 0) -> [N]'
use furiosa_visa_std::prelude::*;

axes![N = 1073741824];

const TILES: usize = 1024;

type Chip = m![1];
type Cluster = m![1 # 2];

fn affine_relu_tile(
    ctx: &mut Context,
    x: HbmTensorView<i32, Chip, m![1 # 1024, N % 1048576]>,
    out: HbmTensorViewMut<i32, Chip, m![1 # 1024, N % 1048576]>,
) {
    let x = x.to_dm::<Cluster, m![N / 8 % 256], m![N / 2048 % 512, N % 8]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![N / 8 % 256], m![N / 2048 % 512, N % 8]> = ctx
        .main
        .begin(x.view())
        .fetch::<i32, m![N / 2048 % 512], m![N % 8]>()
        .collect::<m![N / 2048 % 512], m![N % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 3)
        .vector_fxp(FxpBinaryOp::AddFxp, 5)
        .vector_clip(ClipBinaryOpI32::Max, 0)
        .vector_final()
        .commit(1 << 14);
    y.view().to_hbm_view(&mut ctx.tdma, out);
}

#[device(chip = 1)]
pub fn affine_relu_i32_tiled(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![N]>) -> HbmTensor<i32, Chip, m![N]> {
    let mut out = unsafe { HbmTensor::<i32, Chip, m![N]>::from_addr(1 << 32) };
    for t in 0..TILES {
        let a = x.view().tile::<m![N / 1048576], 1, m![1 # 1024, N % 1048576]>(t);
        let o = out.view_mut().tile::<m![N / 1048576], 1, m![1 # 1024, N % 1048576]>(t);
        affine_relu_tile(ctx, a, o);
    }
    out
}
