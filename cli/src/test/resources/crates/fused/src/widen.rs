//! Narrow types widened by the fetch and narrowed again by the Cast Engine: a bf16 pair summed in
//! f32, f8e4m3 activations dequantised to bf16, i4 weights made unsigned as i8; and a ring step
//! over four chips.

use furiosa_visa_std::prelude::*;

axes![A = 512, K = 32, I = 2, Q = 4, B8 = 8];

type Chip = m![1];
type Cluster = m![1 # 2];

/// bf16 pair: (a + b) in f32, narrowed to bf16.
#[device(chip = 1)]
pub fn bf16_pair_add(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![A, K]>,
    b: &HbmTensor<bf16, Chip, m![A, K]>,
) -> HbmTensor<bf16, Chip, m![A, K]> {
    let a_dm: DmTensor<bf16, Chip, Cluster, m![A / 2], m![A % 2, K]> = a.to_dm(&mut ctx.tdma, 0x1000);
    let b_dm: DmTensor<bf16, Chip, Cluster, m![A / 2], m![A % 2, K]> = b.to_dm(&mut ctx.tdma, 0x2000);
    let out: DmTensor<bf16, Chip, Cluster, m![A / 2], m![A % 2, K]> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view())
        .fetch::<f32, m![A % 2, K / 8, I], m![K % 8]>()
        .collect::<m![A % 2, K / 8, I], m![K % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![A % 2, K / 8, 1 # 2], m![A % 2, K / 8]>()
        .vector_clip_zip(ClipBinaryOpF32::Add)
        .vector_final()
        .cast::<bf16, m![K % 8 # 16]>()
        .commit(0x3000);
    out.to_hbm(&mut ctx.tdma, 0x10000)
}

/// f8 activations widened to f32, scaled, narrowed to bf16.
#[device(chip = 1)]
pub fn f8_dequant(ctx: &mut Context, x: &HbmTensor<f8e4m3, Chip, m![A, K]>) -> HbmTensor<bf16, Chip, m![A, K]> {
    let x_dm: DmTensor<f8e4m3, Chip, Cluster, m![A / 2], m![A % 2, K]> = x.to_dm(&mut ctx.tdma, 0x1000);
    let out: DmTensor<bf16, Chip, Cluster, m![A / 2], m![A % 2, K]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![A % 2, K / 8], m![K % 8]>()
        .collect::<m![A % 2, K / 8], m![K % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![A % 2, K / 8, K / 4 % 2], m![K % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.125f32)
        .vector_concat::<m![A % 2, K / 8], m![K % 8]>()
        .vector_final()
        .cast::<bf16, m![K % 8 # 16]>()
        .commit(0x3000);
    out.to_hbm(&mut ctx.tdma, 0x10000)
}

/// i4 weights widened to i32, offset by 8 (unsigned), narrowed to i8.
#[device(chip = 1)]
pub fn i4_unsigned(ctx: &mut Context, x: &HbmTensor<i4, Chip, m![A, K]>) -> HbmTensor<i8, Chip, m![A, K]> {
    let x_dm: DmTensor<i4, Chip, Cluster, m![A / 2], m![A % 2, K]> = x.to_dm(&mut ctx.tdma, 0x1000);
    let out: DmTensor<i8, Chip, Cluster, m![A / 2], m![A % 2, K]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![A % 2, K / 8], m![K % 8]>()
        .collect::<m![A % 2, K / 8], m![K % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 8)
        .vector_final()
        .cast::<i8, m![K % 8 # 32]>()
        .commit(0x3000);
    out.to_hbm(&mut ctx.tdma, 0x10000)
}

/// Each chip's rows doubled, then handed to the next chip (a ring step of a ring all-reduce).
#[device(chip = 4)]
pub fn ring_step(ctx: &mut Context, x: &HbmTensor<i32, m![Q], m![A, B8]>) -> HbmTensor<i32, m![Q], m![A, B8]> {
    let x_dm: DmTensor<i32, m![Q], m![1 # 2], m![A / 2], m![A % 2, B8]> = x.to_dm(&mut ctx.tdma, 0x1000);
    let doubled: DmTensor<i32, m![Q], m![1 # 2], m![A / 2], m![A % 2, B8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![A % 2], m![B8]>()
        .collect::<m![A % 2], m![B8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, 2)
        .vector_final()
        .commit(0x2000);
    let passed: DmTensor<i32, m![Q], m![1 # 2], m![A / 2], m![A % 2, B8]> =
        ctx.tdma.dm_chip_shuffle::<_, 4, _, _, _, _>(doubled.view(), &[1, 2, 3, 0]);
    passed.to_hbm(&mut ctx.tdma, 0x10000)
}
