// A bf16 GEMM with a bias broadcast along the rows: c[I, J] = Σ_K a[I, K]·b[K, J] + bias[J], with
// I = 8192 and J = K = 4096 (2^37 multiply-accumulates), tiled as gemm_bf16_tiled. Each output tile
// loads its 128 values of the f32 bias into the VRF (eight per slice, the slice's eight columns);
// the Vector Engine adds them to the f32 sums the accumulator leaves, four lanes at a time, before
// the Cast Engine rounds once to bf16.
//
//   layout simulate gemm_bias_bf16.rs --fn gemm_bias_bf16 --expect 'a[I,K] * b[K,J] + bias[J] -> [I,J]'
use furiosa_visa_std::prelude::*;

axes![I = 8192, J = 4096, K = 4096];

const I_TILES: usize = 32;
const J_TILES: usize = 32;

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16 % 16, J / 8 % 16];
type Row = m![J % 8];

fn tile_product(
    ctx: &mut Context,
    a: HbmTensorView<bf16, Chip, m![1 # 32, I % 256, K]>,
    b: HbmTensorView<bf16, Chip, m![K, 1 # 32, J % 128]>,
    bias: HbmTensorView<f32, Chip, m![1 # 32, J % 128]>,
    out: HbmTensorViewMut<bf16, Chip, m![1 # 32, I % 256, 1 # 32, J % 128]>,
) {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 17);
    let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
        .collect::<m![J % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);
    let bias: DmTensor<f32, Chip, Cluster, Slice, m![J % 8]> = bias.to_dm(&mut ctx.tdma, 5 << 16);
    let bias: VrfTensor<f32, Chip, Cluster, Slice, m![J % 8]> = ctx
        .sub
        .begin(bias.view())
        .fetch::<f32, m![J / 4 % 2], m![J % 4]>()
        .collect::<m![J / 4 % 2], m![J % 4 # 8]>()
        .to_vrf(0);
    let c: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, J % 8]> = ctx
        .main
        .begin(a.view())
        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()
        .collect::<m![I % 16, K / 16], m![K % 16]>()
        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![I % 16, J / 4 % 2], m![J % 4]>()
        .vector_fp_binary(FpBinaryOp::AddF, &bias)
        .vector_concat::<m![I % 16], m![J % 8]>()
        .vector_final()
        .cast::<bf16, m![J % 8 # 16]>()
        .commit(3 << 17);
    c.view().to_hbm_view(&mut ctx.tdma, out);
}

#[device(chip = 1)]
pub fn gemm_bias_bf16(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
    bias: &HbmTensor<f32, Chip, m![J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let mut c = unsafe { HbmTensor::<bf16, Chip, m![I, J]>::from_addr(1 << 30) };
    for i in 0..I_TILES {
        let rows = a.view().tile::<m![I / 256], 1, m![1 # 32, I % 256, K]>(i);
        let mut c_rows = c.view_mut().tile::<m![I / 256], 1, m![1 # 32, I % 256, J]>(i);
        for j in 0..J_TILES {
            let columns = b.view().tile::<m![J / 128], 1, m![K, 1 # 32, J % 128]>(j);
            let c_tile = c_rows.tile::<m![J / 128], 1, m![1 # 32, I % 256, 1 # 32, J % 128]>(j);
            let bias_tile = bias.view().tile::<m![J / 128], 1, m![1 # 32, J % 128]>(j);
            tile_product(ctx, rows, columns, bias_tile, c_tile);
        }
    }
    c
}
