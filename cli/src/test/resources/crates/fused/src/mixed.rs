//! Mixed precision and argument modes: an i8 GEMV accumulated in i32 and scaled in f32 to bf16,
//! a row's sum of squares by a squaring argument mode, a reciprocal by a swapped divide, and a pair
//! giving its sum and difference as two outputs.

use crate::shapes::*;
use furiosa_visa_std::prelude::*;

axes![N = 256, K = 256];

/// `0.5 · (w · x)`: i8 products summed in i32, converted to f32 (all 31 bits integer), scaled and narrowed to bf16; one
/// output a slice.
#[device(chip = 1)]
pub fn gemv_i8_scaled(
    ctx: &mut Context,
    x: &HbmTensor<i8, Chip, m![K]>,
    w: &HbmTensor<i8, Chip, m![N, K]>,
) -> HbmTensor<bf16, Chip, m![N]> {
    const SCALE: f32 = 0.5;
    let x_dm: DmTensor<i8, Chip, Cluster, m![N], m![K]> = x.to_dm(&mut ctx.tdma, 0);
    let w_dm: DmTensor<i8, Chip, Cluster, m![N], m![K]> = w.to_dm(&mut ctx.tdma, 0x1000);
    let x_trf: TrfTensor<i8, Chip, Cluster, m![N], m![1], m![K]> = ctx
        .sub
        .begin(x_dm.view())
        .fetch::<i8, m![1], m![K]>()
        .collect::<m![K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);
    let y: DmTensor<bf16, Chip, Cluster, m![N], m![1 # 16]> = ctx
        .main
        .begin(w_dm.view())
        .fetch::<i8, m![K / 32], m![K % 32]>()
        .collect::<m![K / 32], m![K % 32]>()
        .align::<m![K / 64], m![K % 64], _, _>(&x_trf)
        .contract::<m![1]>()
        .accumulate::<m![1], m![1 # 8]>(AccumulationKind::Interleaved)
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp_to_fp(31)
        .vector_trim_way4::<m![1 # 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), SCALE)
        .vector_pad_way8::<m![1 # 8]>()
        .vector_final()
        .cast::<bf16, m![1 # 16]>()
        .commit(0x2000);
    y.to_hbm(&mut ctx.tdma, 1 << 24)
}

/// Each row's sum of squares: `MulF` on (mainstream, mainstream), then the intra-slice sum.
#[device(chip = 1)]
pub fn row_square_sum(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, W]>) -> HbmTensor<f32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 2], m![A % 2, W]>(&mut ctx.tdma, 0x1000);
    let sq: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2, 1 # 8]> = wide_stream!(ctx, x_dm, f32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A % 2, W / 8, W / 4 % 2], m![W % 4]>()
        .vector_fp_binary_with_mode(FpBinaryOp::MulF(FpMulAlu::Mul0), BinaryArgMode::Mode00, 1.0f32)
        .vector_intra_slice_reduce::<W, m![A % 2], m![1 # 4]>(IntraSliceReduceOpF32::Add)
        .vector_pad_way8::<m![1 # 8]>()
        .vector_final()
        .commit(0x2000)
    ]);
    sq.to_hbm(&mut ctx.tdma, 0x10000)
}

/// `2 / x`: the divide with the constant as its dividend (`Mode10`).
#[device(chip = 1)]
pub fn twice_reciprocal(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![A, B]>) -> HbmTensor<f32, Chip, m![A, B]> {
    row_pass!(ctx, x, f32, Rows<f32>, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![B]>()
        .vector_fp_div_with_mode(FpDivBinaryOp::DivF, BinaryArgMode::Mode10, 2.0f32)
        .vector_pad_way8::<m![B # 8]>()
        .vector_final()
    ])
}

/// `(a + b, a - b)` of two f32 tensors, one pass each, returned together.
#[device(chip = 1)]
pub fn sum_and_difference(
    ctx: &mut Context,
    a: &HbmTensor<f32, Chip, m![A, B]>,
    b: &HbmTensor<f32, Chip, m![A, B]>,
) -> (HbmTensor<f32, Chip, m![A, B]>, HbmTensor<f32, Chip, m![A, B]>) {
    let (a_dm, b_dm) = rows_pair(ctx, a, b);
    let sum: Rows<f32> = pair_stream!(ctx, a_dm, b_dm, f32, [
        .vector_clip_zip(ClipBinaryOpF32::Add)
        .vector_final()
        .commit(0x3000)
    ]);
    let difference: Rows<f32> = pair_stream!(ctx, a_dm, b_dm, f32, [
        .vector_split::<m![A % 2, 1 # 2], m![B]>()
        .vector_fp_zip(FpBinaryOp::SubF)
        .vector_concat::<m![A % 2], m![B # 8]>()
        .vector_final()
        .commit(0x4000)
    ]);
    (sum.to_hbm(&mut ctx.tdma, 0x10000), difference.to_hbm(&mut ctx.tdma, 0x20000))
}

/// Columns of a row tensor, as many as `B`.
const COLUMNS: usize = 4;

/// `x` twice: a row-major copy and a column-major one, the second written a column at a time by
/// `columns` tile copies.
fn both_layouts_of(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![A, B]>,
    columns: usize,
) -> (HbmTensor<i32, Chip, m![A, B]>, HbmTensor<i32, Chip, m![B, A]>) {
    let copy: HbmTensor<i32, Chip, m![A, B]> = x.to_hbm(&mut ctx.tdma, 0x10000);
    let mut by_column = unsafe { HbmTensor::<i32, Chip, m![B, A]>::from_addr(0x20000) };
    for b in 0..columns {
        x.view()
            .tile::<m![B], 1, m![A, 1 # 4]>(b)
            .to_hbm_view(&mut ctx.tdma, by_column.view_mut().tile::<m![B], 1, m![1 # 4, A]>(b));
    }
    (copy, by_column)
}

/// Both layouts of `x`, every column copied.
#[device(chip = 1)]
pub fn both_layouts(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![A, B]>,
) -> (HbmTensor<i32, Chip, m![A, B]>, HbmTensor<i32, Chip, m![B, A]>) {
    both_layouts_of(ctx, x, COLUMNS)
}

/// Broken on purpose: the column loop stops one short (`COLUMNS - 1`), so the last column of the
/// second output is never written.
#[device(chip = 1)]
pub fn both_layouts_short(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![A, B]>,
) -> (HbmTensor<i32, Chip, m![A, B]>, HbmTensor<i32, Chip, m![B, A]>) {
    both_layouts_of(ctx, x, COLUMNS - 1)
}
