//! Row softmax, numerically stable: the row's peak, the sum of the shifted exponentials, then
//! the quotient, each a pass of the Vector Engine over rows laid one a slice.

use super::*;

/// Rows of `T` scores, one row a slice.
type Rows = DmTensor<f32, Chip, Cluster, m![R], m![T]>;
/// One value a row, kept in the vector register file.
type RowStat = VrfTensor<f32, Chip, Cluster, m![R], m![1]>;

/// Which statistic a pass leaves in the register file.
#[derive(Clone, Copy, Debug)]
enum Pass {
    Peak,
    ExpSum,
}

impl Pass {
    const PEAK_VRF: Address = 0;
    const SUM_VRF: Address = 0x40;

    fn address(self) -> Address {
        match self {
            Pass::Peak => Self::PEAK_VRF,
            Pass::ExpSum => Self::SUM_VRF,
        }
    }
}

/// The row's peak, or (given the peak) the sum of `exp(x - peak)` over the row.
fn row_stat(ctx: &mut Context, rows: &Rows, pass: Pass, peak: Option<&RowStat>) -> RowStat {
    let lanes = ctx
        .main
        .begin(rows.view())
        .fetch::<f32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![T / 8, T / 4 % 2], m![T % 4]>();
    if let Some(peak) = peak {
        return lanes
            .vector_fp_binary(FpBinaryOp::SubF, peak)
            .vector_fp_unary(FpUnaryOp::Exp)
            .vector_intra_slice_reduce::<T, m![1], m![1 # 4]>(IntraSliceReduceOpF32::Add)
            .vector_pad_way8::<m![1 # 8]>()
            .vector_final()
            .to_vrf(pass.address());
    }
    lanes
        .vector_intra_slice_reduce::<T, m![1], m![1 # 4]>(IntraSliceReduceOpF32::Max)
        .vector_pad_way8::<m![1 # 8]>()
        .vector_final()
        .to_vrf(pass.address())
}

/// `softmax(x)[r, t] = exp(x[r, t] - max_u x[r, u]) / Σ_u exp(x[r, u] - max_u x[r, u])`.
#[device(chip = 1)]
pub fn row_softmax(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, T]>) -> HbmTensor<f32, Chip, m![R, T]> {
    let rows: Rows = x.to_dm(&mut ctx.tdma, 0x1000);
    let peak = row_stat(ctx, &rows, Pass::Peak, None);
    let sum = row_stat(ctx, &rows, Pass::ExpSum, Some(&peak));

    let probs: Rows = ctx
        .main
        .begin(rows.view())
        .fetch::<f32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![T / 8, T / 4 % 2], m![T % 4]>()
        .vector_fp_binary(FpBinaryOp::SubF, &peak)
        .vector_fp_unary(FpUnaryOp::Exp)
        .vector_fp_div(
            FpDivBinaryOp::DivF.with_mode(BinaryArgMode::Mode01),
            ArrayVec::new([VeBranchOperand::always(VeRhs::vrf(&sum))]),
        )
        .vector_concat::<m![T / 8], m![T % 8]>()
        .vector_final()
        .commit(0x3000);

    probs.to_hbm(&mut ctx.tdma, 0x10_0000)
}

/// The shifted rows `x[r, t] - max_u x[r, u]`, narrowed to bf16: the first half of the softmax,
/// what a caller keeps when it takes the exponentials later.
#[device(chip = 1)]
pub fn row_shift_bf16(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, T]>) -> HbmTensor<bf16, Chip, m![R, T]> {
    let rows: Rows = x.to_dm(&mut ctx.tdma, 0x1000);
    let peak = row_stat(ctx, &rows, Pass::Peak, None);
    let shifted: DmTensor<bf16, Chip, Cluster, m![R], m![T]> = ctx
        .main
        .begin(rows.view())
        .fetch::<f32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![T / 8, T / 4 % 2], m![T % 4]>()
        .vector_fp_binary(FpBinaryOp::SubF, &peak)
        .vector_concat::<m![T / 8], m![T % 8]>()
        .vector_final()
        .cast::<bf16, m![T % 8 # 16]>()
        .commit(0x3000);
    shifted.to_hbm(&mut ctx.tdma, 0x10_0000)
}
