//! An i8 product whose 512 columns are spread over 16 slices: each slice sums its 32 columns
//! for every row, two rows a packet, and the slices' sums meet in an inter-slice reduction.

use super::*;

axes![
    R = 128, // rows of the weight, the outputs
    K = 512, // columns, 32 a slice
    Z = 16,  // copies of the reduced sums
];

/// The slices: 16 column blocks, each on 16 slices that hold it alike.
type Blocks = m![K / 32, 1 # 16];

/// `w` and `x` staged with each slice's 32 columns: `(w, x)` in DM, `x` copied to every row.
fn staged(
    ctx: &mut Context,
    w: &HbmTensor<i8, Chip, m![R, K]>,
    x: &HbmTensor<i8, Chip, m![K]>,
) -> (DmTensor<i8, Chip, Cluster, Blocks, m![R, K % 32]>, TrfTensor<i8, Chip, Cluster, Blocks, m![1], m![K % 32]>) {
    let w_dm = w.to_dm::<Cluster, Blocks, m![R, K % 32]>(&mut ctx.tdma, at::dm(0));
    let x_dm = x.to_dm::<Cluster, Blocks, m![K % 32]>(&mut ctx.tdma, at::dm(1));
    let x_trf = ctx
        .sub
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![K % 32]>()
        .collect::<m![1], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    (w_dm, x_trf)
}

/// `Σ_k w[r, k] · x[k]`: two rows a packet (`Sequential`), the 16
/// column blocks summed across the slices, one of the 16 reduced copies written out.
#[device(chip = 1)]
pub fn gemv_columns_sliced(
    ctx: &mut Context,
    w: &HbmTensor<i8, Chip, m![R, K]>,
    x: &HbmTensor<i8, Chip, m![K]>,
) -> HbmTensor<i32, Chip, m![R]> {
    let (w_dm, x_trf) = staged(ctx, w, x);
    let sums: DmTensor<i32, Chip, Cluster, m![Z, 1 # 16], m![R]> = ctx
        .main
        .begin(w_dm.view())
        .fetch::<i8, m![R], m![K % 32]>()
        .collect::<m![R], m![K % 32]>()
        .align::<m![R / 2], m![R % 2, K % 32], _, _>(&x_trf)
        .contract::<m![R % 2]>()
        .accumulate::<m![R / 2], m![R % 2 # 8]>(AccumulationKind::Sequential)
        .vector_init()
        .vector_inter_slice_reduce::<m![Z, 1 # 16], m![R / 2]>(InterSliceReduceOpI32::Add)
        .vector_final()
        .commit(at::dm(2));
    let mut out = unsafe { HbmTensor::<i32, Chip, m![R]>::from_addr(at::hbm(0)) };
    sums.view()
        .slice_tile::<m![Z], 1, m![1 # 16, 1 # 16]>(Z_PICK)
        .to_hbm_view(&mut ctx.tdma, out.view_mut());
    out
}

/// The copy of the reduced sums written out.
const Z_PICK: usize = 9;
