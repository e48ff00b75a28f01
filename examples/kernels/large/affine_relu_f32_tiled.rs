// A float ReLU of an affine map over 2^30 f32 elements (4 GiB): out[N] = max(x[N] · 2 + 1, 0).
// Tiles of 2^20 elements are loaded into DM over the 256 slices of the first cluster; the Vector
// Engine, on 4-lane packets, multiplies (MulF) and adds (AddF) a constant in its Fp stage, then on
// 8 lanes clips at 0 (Max); the result is committed and written back to the tile's place in HBM.
// Each spec operation is one f32 operation of the kernel, so the symbolic check shows the result
// within the concrete check's bound, with --max-macs 10^8.
//
//   layout simulate affine_relu_f32_tiled.rs --fn affine_relu_f32_tiled --max-macs 100000000 --expect 'max(x[N] * 2 + 1, 0) -> [N]'
use furiosa_visa_std::prelude::*;

axes![N = 1073741824];

const TILES: usize = 1024;

type Chip = m![1];
type Cluster = m![1 # 2];

fn affine_relu_tile(
    ctx: &mut Context,
    x: HbmTensorView<f32, Chip, m![1 # 1024, N % 1048576]>,
    out: HbmTensorViewMut<f32, Chip, m![1 # 1024, N % 1048576]>,
) {
    let x = x.to_dm::<Cluster, m![N / 8 % 256], m![N / 2048 % 512, N % 8]>(&mut ctx.tdma, 0);
    let y: DmTensor<f32, Chip, Cluster, m![N / 8 % 256], m![N / 2048 % 512, N % 8]> = ctx
        .main
        .begin(x.view())
        .fetch::<f32, m![N / 2048 % 512, N % 8 / 4], m![N % 4]>()
        .collect::<m![N / 2048 % 512, N % 8 / 4], m![N % 4 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![N % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32)
        .vector_fp_binary(FpBinaryOp::AddF, 1.0f32)
        .vector_pad_way8::<m![N % 4 # 8]>()
        .vector_clip(ClipBinaryOpF32::Max, 0.0f32)
        .vector_final()
        .commit(1 << 14);
    y.view().to_hbm_view(&mut ctx.tdma, out);
}

#[device(chip = 1)]
pub fn affine_relu_f32_tiled(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![N]>) -> HbmTensor<f32, Chip, m![N]> {
    let mut out = unsafe { HbmTensor::<f32, Chip, m![N]>::from_addr(1 << 32) };
    for t in 0..TILES {
        let a = x.view().tile::<m![N / 1048576], 1, m![1 # 1024, N % 1048576]>(t);
        let o = out.view_mut().tile::<m![N / 1048576], 1, m![1 # 1024, N % 1048576]>(t);
        affine_relu_tile(ctx, a, o);
    }
    out
}
