//! Rows centred on a statistic of their own (the layer norm's first step): the mean or the
//! peak, chosen by a configuration, subtracted and the rest scaled.

use super::*;

type Rows = DmTensor<f32, Chip, Cluster, m![R], m![T]>;

/// The centre a row is moved to.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Centre {
    Mean,
    Peak,
}

/// How a row is normalised: its centre and the factor the centred row is multiplied by.
pub struct Norm {
    pub centre: Centre,
    pub gain: f32,
}

impl Norm {
    /// The layer norm's centring, no gain.
    pub const LAYER: Norm = Norm { centre: Centre::Mean, gain: 1.0 };
    /// Below the peak, halved.
    pub const BELOW_PEAK: Norm = Norm { centre: Centre::Peak, gain: 0.5 };
    const STAT_VRF: Address = 0;
}

/// The centre of every row, one value a slice in the register file.
fn centre_of(ctx: &mut Context, rows: &Rows, centre: Centre) -> VrfTensor<f32, Chip, Cluster, m![R], m![1]> {
    let lanes = ctx
        .main
        .begin(rows.view())
        .fetch::<f32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![T / 8, T / 4 % 2], m![T % 4]>();
    match centre {
        Centre::Mean => lanes
            .vector_intra_slice_reduce::<T, m![1], m![1 # 4]>(IntraSliceReduceOpF32::Add)
            .vector_fp_div(
                FpDivBinaryOp::DivF.with_mode(BinaryArgMode::Mode01),
                ArrayVec::new([VeBranchOperand::always(VeRhs::constant(<m![T]>::SIZE as f32))]),
            )
            .vector_pad_way8::<m![1 # 8]>()
            .vector_final()
            .to_vrf(Norm::STAT_VRF),
        Centre::Peak => lanes
            .vector_intra_slice_reduce::<T, m![1], m![1 # 4]>(IntraSliceReduceOpF32::Max)
            .vector_pad_way8::<m![1 # 8]>()
            .vector_final()
            .to_vrf(Norm::STAT_VRF),
    }
}

fn normalise(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, T]>, norm: &Norm) -> HbmTensor<f32, Chip, m![R, T]> {
    let rows: Rows = x.to_dm(&mut ctx.tdma, 0x1000);
    let centre = centre_of(ctx, &rows, norm.centre);
    let out: Rows = ctx
        .main
        .begin(rows.view())
        .fetch::<f32, m![T / 8], m![T % 8]>()
        .collect::<m![T / 8], m![T % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![T / 8, T / 4 % 2], m![T % 4]>()
        .vector_fp_binary(FpBinaryOp::SubF, &centre)
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), norm.gain)
        .vector_concat::<m![T / 8], m![T % 8]>()
        .vector_final()
        .commit(0x3000);
    out.to_hbm(&mut ctx.tdma, 0x10_0000)
}

/// `y[r, t] = x[r, t] - mean_u x[r, u]`.
#[device(chip = 1)]
pub fn rows_centred(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, T]>) -> HbmTensor<f32, Chip, m![R, T]> {
    normalise(ctx, x, &Norm::LAYER)
}

/// `y[r, t] = (x[r, t] - max_u x[r, u]) / 2`.
#[device(chip = 1)]
pub fn rows_below_peak(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, T]>) -> HbmTensor<f32, Chip, m![R, T]> {
    normalise(ctx, x, &Norm::BELOW_PEAK)
}
