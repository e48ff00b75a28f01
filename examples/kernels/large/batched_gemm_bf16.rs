// A batched bf16 GEMM too large to run: c[n] = a[n] b[n] for 4 batches of 4096 x 4096 x 4096
// (2^38 multiply-accumulates, 128 MiB of bf16 per operand). The batch is the outer loop; within
// a batch the output is cut into 16 x 32 tiles of 256 x 128, each the product of a row block of
// a[n] and a column block of b[n] over the whole of K, laid out as in gemm_bf16_tiled: sixteen rows
// of a streamed past the slice's eight TRF rows of b, summed in f32 and rounded once to bf16.
//
//   layout simulate batched_gemm_bf16.rs --fn batched_gemm_bf16 --expect 'a[N,I,K] * b[N,K,J] -> [N,I,J]'
use furiosa_visa_std::prelude::*;

axes![N = 4, I = 4096, J = 4096, K = 4096];

const BATCHES: usize = 4;
const I_TILES: usize = 16;
const J_TILES: usize = 32;

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16 % 16, J / 8 % 16];
type Row = m![J % 8];

fn tile_product(
    ctx: &mut Context,
    a: HbmTensorView<bf16, Chip, m![1 # 4, 1 # 16, I % 256, K]>,
    b: HbmTensorView<bf16, Chip, m![1 # 4, K, 1 # 32, J % 128]>,
    out: HbmTensorViewMut<bf16, Chip, m![1 # 4, 1 # 16, I % 256, 1 # 32, J % 128]>,
) {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 17);
    let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
        .collect::<m![J % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);
    let c: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, J % 8]> = ctx
        .main
        .begin(a.view())
        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()
        .collect::<m![I % 16, K / 16], m![K % 16]>()
        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![J % 8 # 16]>()
        .commit(3 << 17);
    c.view().to_hbm_view(&mut ctx.tdma, out);
}

#[device(chip = 1)]
pub fn batched_gemm_bf16(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![N, I, K]>,
    b: &HbmTensor<bf16, Chip, m![N, K, J]>,
) -> HbmTensor<bf16, Chip, m![N, I, J]> {
    let mut c = unsafe { HbmTensor::<bf16, Chip, m![N, I, J]>::from_addr(1 << 31) };
    for n in 0..BATCHES {
        let a_n = a.view().tile::<m![N], 1, m![1 # 4, I, K]>(n);
        let b_n = b.view().tile::<m![N], 1, m![1 # 4, K, J]>(n);
        let mut c_n = c.view_mut().tile::<m![N], 1, m![1 # 4, I, J]>(n);
        for i in 0..I_TILES {
            let rows = a_n.tile::<m![I / 256], 1, m![1 # 4, 1 # 16, I % 256, K]>(i);
            let mut c_rows = c_n.tile::<m![I / 256], 1, m![1 # 4, 1 # 16, I % 256, J]>(i);
            for j in 0..J_TILES {
                let columns = b_n.tile::<m![J / 128], 1, m![1 # 4, K, 1 # 32, J % 128]>(j);
                let c_tile = c_rows.tile::<m![J / 128], 1, m![1 # 4, 1 # 16, I % 256, 1 # 32, J % 128]>(j);
                tile_product(ctx, rows, columns, c_tile);
            }
        }
    }
    c
}
