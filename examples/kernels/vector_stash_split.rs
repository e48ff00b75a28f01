// The Vector Engine's stash register and its split / concat of packets, after the reference
// crate's vector-engine suite.
//
//   ve_stash_fxp_fxp   max(2x, x) on i32: x stashed before the multiply, read by the Clip max
//   ve_stash_fp_fp     max(6x, 2x) on f32: 2x stashed on 4 lanes, read back on 8
//   ve_split_concat    x · x + 1 on 8 f32 lanes: split into two 4-lane packets for the Fp stage
//                      (x stashed, then multiplied by the stash), concatenated back to 8
use furiosa_visa_std::prelude::*;

axes![A = 512, B = 4096];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn ve_stash_fxp_fxp(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_stash()
        .vector_fxp(FxpBinaryOp::MulInt, 2)
        .vector_clip(ClipBinaryOpI32::Max, Stash)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ve_stash_fp_fp(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32)
        .vector_stash()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), 3.0f32)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_clip(ClipBinaryOpF32::Max, Stash)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ve_split_concat(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![B]>) -> HbmTensor<f32, Chip, m![B]> {
    let input_dm = input.to_dm::<Cluster, m![B / 16], m![B % 16]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![B / 16], m![B % 16]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![B % 16 / 8], m![B % 8]>()
        .collect::<m![B % 16 / 8], m![B % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_split::<m![B % 16 / 4], m![B % 4]>()
        .vector_stash()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), Stash)
        .vector_fp_binary(FpBinaryOp::AddF, 1.0f32)
        .vector_concat::<m![B % 16 / 8], m![B % 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
