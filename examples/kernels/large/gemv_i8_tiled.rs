// A matrix-vector product of 2^33 multiply-accumulates: out[A] = Σ_B lhs[A, B]·rhs[B] with A = 2^17
// rows and B = 2^16 columns of i8 (8 GiB of HBM; checked symbolically with --max-macs 10^9). Row tiles of 4096 go through the two clusters
// (A / 2048 % 2); each is contracted against the vector one column tile of 4096 at a time, the i32
// partial sums added pairwise by the Vector Engine (begin_interleaved, unzip, AddFxp) into two
// accumulators in turn, the last sum cast to i8 and written to its rows of the output.
//
//   layout simulate gemv_i8_tiled.rs --fn gemv_i8_tiled --max-macs 1000000000 --expect 'lhs[A,B] * rhs[B] -> [A]'
use furiosa_visa_std::prelude::*;

axes![A = 131072, B = 65536, X = 128, I = 2];

const ROW_TILES: usize = 32;
const COLUMN_TILES: usize = 16;

type Chip = m![1];
type Cluster = m![A / 2048 % 2];

fn partial(
    ctx: &mut Context,
    lhs: HbmTensorView<i8, Chip, m![1 # 32, A % 4096, 1 # 16, B % 4096]>,
    rhs: HbmTensorView<i8, Chip, m![1 # 16, B % 4096]>,
    out: DmTensorViewMut<i32, Chip, Cluster, m![A / 1024 % 2, X], m![A / 2 % 512, A % 2 # 8]>,
) {
    let lhs = lhs.to_dm::<Cluster, m![A / 1024 % 2, B / 32 % 128], m![A % 1024, B % 32]>(&mut ctx.tdma, 0);
    let rhs = rhs.to_dm::<Cluster, m![A / 1024 % 2, B / 32 % 128], m![B % 32]>(&mut ctx.tdma, 1 << 16);
    let rhs: TrfTensor<i8, Chip, Cluster, m![A / 1024 % 2, B / 32 % 128], m![1], m![B % 32]> = ctx
        .sub
        .begin(rhs.view())
        .fetch::<i8, m![1], m![B % 32]>()
        .collect::<m![1], m![B % 32]>()
        .to_trf(TrfAddress::Full);
    ctx.main
        .begin(lhs.view())
        .fetch::<i8, m![A % 1024], m![B % 32]>()
        .collect::<m![A % 1024], m![B % 32]>()
        .align::<m![A / 2 % 512], m![A % 2, B % 32], _, _>(&rhs)
        .contract::<m![A % 2]>()
        .accumulate::<m![A / 2 % 512], m![A % 2 # 8]>(AccumulationKind::Sequential)
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 1024 % 2, X], m![A / 2 % 512]>(InterSliceReduceOpI32::Add)
        .vector_final()
        .commit_view(out);
}

fn add(ctx: &mut Context, lhs: &DmTensor<i32, Chip, Cluster, m![A / 1024 % 2, X], m![A / 2 % 512, A % 2 # 8]>, rhs: &DmTensor<i32, Chip, Cluster, m![A / 1024 % 2, X], m![A / 2 % 512, A % 2 # 8]>, out: DmTensorViewMut<i32, Chip, Cluster, m![A / 1024 % 2, X], m![A / 2 % 512, A % 2 # 8]>) {
    ctx.main
        .begin_interleaved::<I, _, _, _, _, _>(rhs.view(), lhs.view())
        .fetch::<i32, m![A / 2 % 512, I], m![A % 2 # 8]>()
        .collect::<m![A / 2 % 512, I], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![A / 2 % 512, 1 # 2], m![A / 2 % 512]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit_view(out)
}

#[device(chip = 1)]
pub fn gemv_i8_tiled(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, m![1], m![A, B]>,
    rhs: &HbmTensor<i8, m![1], m![B]>,
) -> HbmTensor<i8, m![1], m![A]> {
    let mut out = unsafe { HbmTensor::<i8, m![1], m![A]>::from_addr(1 << 34) };
    type Acc = DmTensor<i32, Chip, Cluster, m![A / 1024 % 2, X], m![A / 2 % 512, A % 2 # 8]>;
    for i in 0..ROW_TILES {
        let rows = lhs.view().tile::<m![A / 4096], 1, m![1 # 32, A % 4096, B]>(i);
        let mut sum0 = unsafe { Acc::from_addr(1 << 17) };
        let mut sum1 = unsafe { Acc::from_addr(1 << 18) };
        let mut temp = unsafe { Acc::from_addr(3 << 17) };
        for j in 0..COLUMN_TILES {
            let lhs_tile = rows.tile::<m![B / 4096], 1, m![1 # 32, A % 4096, 1 # 16, B % 4096]>(j);
            let rhs_tile = rhs.view().tile::<m![B / 4096], 1, m![1 # 16, B % 4096]>(j);
            if j == 0 {
                partial(ctx, lhs_tile, rhs_tile, sum0.view_mut());
            } else {
                partial(ctx, lhs_tile, rhs_tile, temp.view_mut());
                if j % 2 == 1 {
                    add(ctx, &sum0, &temp, sum1.view_mut());
                } else {
                    add(ctx, &sum1, &temp, sum0.view_mut());
                }
            }
        }
        let result: DmTensor<i8, Chip, Cluster, m![A / 1024 % 2, X], m![A / 2 % 512, A % 2 # 8]> = ctx
            .main
            .begin(sum1.view())
            .fetch::<i32, m![A / 2 % 512], m![A % 2 # 8]>()
            .collect::<m![A / 2 % 512], m![A % 2 # 8]>()
            .cast::<i8, m![A % 2 # 32]>()
            .commit(5 << 16);
        let out_tile = out.view_mut().tile::<m![A / 4096], 1, m![1 # 32, A % 4096]>(i);
        result
            .view()
            .slice_tile::<m![X], 1, m![A / 1024 % 2, 1 # 128]>(0)
            .to_hbm_view(&mut ctx.tdma, out_tile);
    }
    out
}
