// An i8 matrix-vector product of 65536 x 65536 (2^32 multiply-accumulates): out[A] = Σ_B lhs[A, B]·rhs[B].
// Row tiles of 4096 go through the two clusters as in gemv_i8_tiled; the columns are split into
// two halves of 32768, each summed by a helper over its eight column tiles of 4096 (i32 partial
// sums added pairwise by the Vector Engine into two accumulators in turn), and the two half sums
// are added in DM by one more vector add before the cast to i8 and the write to the rows' place.
//
//   layout simulate gemv_i8_halves.rs --fn gemv_i8_halves --max-macs 1000000000 --expect 'lhs[A,B] * rhs[B] -> [A]'
use furiosa_visa_std::prelude::*;

axes![A = 65536, B = 65536, X = 128, I = 2];

const ROW_TILES: usize = 16;
const HALF_TILES: usize = 8;

type Chip = m![1];
type Cluster = m![A / 2048 % 2];
type Acc = DmTensor<i32, Chip, Cluster, m![A / 1024 % 2, X], m![A / 2 % 512, A % 2 # 8]>;

fn partial(
    ctx: &mut Context,
    lhs: HbmTensorView<i8, Chip, m![1 # 16, A % 4096, 1 # 2, 1 # 8, B % 4096]>,
    rhs: HbmTensorView<i8, Chip, m![1 # 2, 1 # 8, B % 4096]>,
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

/// The sum over one half of the columns (`half` 0 or 1) of the rows `rows`, left in `sum`.
fn half_sum(
    ctx: &mut Context,
    rows: HbmTensorView<i8, Chip, m![1 # 16, A % 4096, B]>,
    rhs: &HbmTensor<i8, m![1], m![B]>,
    half: usize,
    sum: &mut Acc,
) {
    let lhs_half = rows.tile::<m![B / 32768], 1, m![1 # 16, A % 4096, 1 # 2, B % 32768]>(half);
    let rhs_half = rhs.view().tile::<m![B / 32768], 1, m![1 # 2, B % 32768]>(half);
    let mut other = unsafe { Acc::from_addr(1 << 18) };
    let mut temp = unsafe { Acc::from_addr(3 << 17) };
    for j in 0..HALF_TILES {
        let lhs_tile = lhs_half.tile::<m![B / 4096 % 8], 1, m![1 # 16, A % 4096, 1 # 2, 1 # 8, B % 4096]>(j);
        let rhs_tile = rhs_half.tile::<m![B / 4096 % 8], 1, m![1 # 2, 1 # 8, B % 4096]>(j);
        if j == 0 {
            partial(ctx, lhs_tile, rhs_tile, other.view_mut());
        } else {
            partial(ctx, lhs_tile, rhs_tile, temp.view_mut());
            if j % 2 == 1 {
                add(ctx, &other, &temp, sum.view_mut());
            } else {
                add(ctx, sum, &temp, other.view_mut());
            }
        }
    }
}

#[device(chip = 1)]
pub fn gemv_i8_halves(
    ctx: &mut Context,
    lhs: &HbmTensor<i8, m![1], m![A, B]>,
    rhs: &HbmTensor<i8, m![1], m![B]>,
) -> HbmTensor<i8, m![1], m![A]> {
    let mut out = unsafe { HbmTensor::<i8, m![1], m![A]>::from_addr(1 << 33) };
    for i in 0..ROW_TILES {
        let rows = lhs.view().tile::<m![A / 4096], 1, m![1 # 16, A % 4096, B]>(i);
        let mut low = unsafe { Acc::from_addr(1 << 19) };
        let mut high = unsafe { Acc::from_addr(5 << 17) };
        let mut sum = unsafe { Acc::from_addr(1 << 17) };
        half_sum(ctx, rows, rhs, 0, &mut low);
        half_sum(ctx, rows, rhs, 1, &mut high);
        add(ctx, &low, &high, sum.view_mut());
        let result: DmTensor<i8, Chip, Cluster, m![A / 1024 % 2, X], m![A / 2 % 512, A % 2 # 8]> = ctx
            .main
            .begin(sum.view())
            .fetch::<i32, m![A / 2 % 512], m![A % 2 # 8]>()
            .collect::<m![A / 2 % 512], m![A % 2 # 8]>()
            .cast::<i8, m![A % 2 # 32]>()
            .commit(5 << 16);
        let out_tile = out.view_mut().tile::<m![A / 4096], 1, m![1 # 16, A % 4096]>(i);
        result
            .view()
            .slice_tile::<m![X], 1, m![A / 1024 % 2, 1 # 128]>(0)
            .to_hbm_view(&mut ctx.tdma, out_tile);
    }
    out
}
