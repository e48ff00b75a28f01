//! Kernels writing several outputs the caller owns: the halves of a row tile written through a
//! slice of `&mut` tensors, and one input fanned out to `N` outputs by a generic helper.

use super::*;

type Rows<D> = DmTensor<D, Chip, Cluster, m![R], m![T]>;
/// Half of every row: the columns `[32 h, 32 h + 32)` of half `h`.
type Half<D> = HbmTensor<D, Chip, m![R, T % 32]>;

/// Writes column half `h` of `rows` into `outs[h]`, for every output given.
fn halves_into<D: Scalar>(ctx: &mut Context, rows: &Rows<D>, outs: &mut [&mut Half<D>]) {
    for (h, out) in outs.iter_mut().enumerate() {
        rows.view()
            .tile::<m![T / 32], 1, m![1 # 2, T % 32]>(h)
            .to_hbm_view(&mut ctx.tdma, out.view_mut());
    }
}

/// `lo[r, t] = x[r, t]` and `hi[r, t] = x[r, t + 32]`.
#[device(chip = 1)]
pub fn row_halves_split(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, T]>, lo: &mut Half<i32>, hi: &mut Half<i32>) {
    let rows: Rows<i32> = x.to_dm(&mut ctx.tdma, 0x1000);
    halves_into(ctx, &rows, &mut [lo, hi]);
}

/// `N` copies of `x + 1`, one in each output, the sum computed once in DM and written `N` times.
fn fanned_out<const N: usize, D: Scalar>(ctx: &mut Context, sum: &DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2]>, outs: [&mut HbmTensor<D, Chip, m![A]>; N]) {
    for out in outs {
        sum.view().to_hbm_view(&mut ctx.tdma, out.view_mut());
    }
}

/// `a[i] = b[i] = c[i] = x[i] + 1`.
#[device(chip = 1)]
pub fn plus_one_thrice(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![A]>,
    a: &mut HbmTensor<i32, Chip, m![A]>,
    b: &mut HbmTensor<i32, Chip, m![A]>,
    c: &mut HbmTensor<i32, Chip, m![A]>,
) {
    let x_dm: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = x.to_dm(&mut ctx.tdma, 0x1000);
    let sum: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 1)
        .vector_final()
        .commit(0x2000);
    fanned_out::<3, i32>(ctx, &sum, [a, b, c]);
}
