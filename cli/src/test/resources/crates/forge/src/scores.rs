//! Attention scores softmaxed under a mask: positions whose mask is zero are pushed far below
//! every score before the row softmax, so their weight is zero. A second attention variant beside
//! the examples' grouped one: one query a slice, its keys along the element.

use super::*;

/// Scores of the `T` keys of every query `R`.
type Scores = DmTensor<f32, Chip, Cluster, m![R], m![T]>;
type PerQuery = VrfTensor<f32, Chip, Cluster, m![R], m![1]>;

/// Where the passes keep their data.
struct Plan;

impl Plan {
    const SCORES: Address = 0x1000;
    const MASK: Address = 0x2000;
    const MASKED: Address = 0x3000;
    const WEIGHTS: Address = 0x4000;
    const PEAK_VRF: Address = 0;
    const SUM_VRF: Address = 0x40;
    /// Far below any score, and its exponential after the shift is zero.
    const FLOOR: f32 = -1.0e30;
}

/// The masked scores: `s` where `mask != 0`, else [`Plan::FLOOR`].
fn masked(ctx: &mut Context, scores: &Scores, mask: &HbmTensor<i32, Chip, m![R, T]>) -> Scores {
    let mask_dm: DmTensor<i32, Chip, Cluster, m![R], m![T]> = mask.to_dm(&mut ctx.tdma, Plan::MASK);
    let _blocked: VrfTensor<i32, Chip, Cluster, m![R], m![T]> = ctx
        .sub
        .begin(mask_dm.view())
        .fetch::<i32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Comparison([
            InputCmp::I32(InputCmpI32::False),
            InputCmp::I32(InputCmpI32::False),
            InputCmp::I32(InputCmpI32::False),
            InputCmp::I32(InputCmpI32::Equal { boundary: 0 }),
        ]))
        .vector_final()
        .to_vrf(0);
    ctx.main
        .begin(scores.view())
        .fetch::<f32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Vrf)
        .vector_clip(ClipBinaryOpF32::Min, [VeBranchOperand::group(VeRhs::constant(Plan::FLOOR), GroupId::One)])
        .vector_final()
        .commit(Plan::MASKED)
}

/// `max_t s[r, t]`.
fn peak(ctx: &mut Context, s: &Scores) -> PerQuery {
    ctx.main
        .begin(s.view())
        .fetch::<f32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![T / 8, T / 4 % 2], m![T % 4]>()
        .vector_intra_slice_reduce::<T, m![1], m![1 # 4]>(IntraSliceReduceOpF32::Max)
        .vector_pad_way8::<m![1 # 8]>()
        .vector_final()
        .to_vrf(Plan::PEAK_VRF)
}

/// `softmax_t(s[r, t])` where `mask[r, t] != 0`, zero elsewhere (each row keeps a key).
#[device(chip = 1)]
pub fn masked_scores_softmax(
    ctx: &mut Context,
    scores: &HbmTensor<f32, Chip, m![R, T]>,
    mask: &HbmTensor<i32, Chip, m![R, T]>,
) -> HbmTensor<f32, Chip, m![R, T]> {
    let s: Scores = scores.to_dm(&mut ctx.tdma, Plan::SCORES);
    let s = masked(ctx, &s, mask);
    let top = peak(ctx, &s);
    let sum: PerQuery = ctx
        .main
        .begin(s.view())
        .fetch::<f32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![T / 8, T / 4 % 2], m![T % 4]>()
        .vector_fp_binary(FpBinaryOp::SubF, &top)
        .vector_fp_unary(FpUnaryOp::Exp)
        .vector_intra_slice_reduce::<T, m![1], m![1 # 4]>(IntraSliceReduceOpF32::Add)
        .vector_pad_way8::<m![1 # 8]>()
        .vector_final()
        .to_vrf(Plan::SUM_VRF);
    let weights: Scores = ctx
        .main
        .begin(s.view())
        .fetch::<f32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![T / 8, T / 4 % 2], m![T % 4]>()
        .vector_fp_binary(FpBinaryOp::SubF, &top)
        .vector_fp_unary(FpUnaryOp::Exp)
        .vector_fp_div(
            FpDivBinaryOp::DivF.with_mode(BinaryArgMode::Mode01),
            ArrayVec::new([VeBranchOperand::always(VeRhs::vrf(&sum))]),
        )
        .vector_concat::<m![T / 8], m![T % 8]>()
        .vector_final()
        .commit(Plan::WEIGHTS);
    weights.to_hbm(&mut ctx.tdma, 0x10_0000)
}
