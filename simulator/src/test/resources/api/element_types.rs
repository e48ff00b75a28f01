// Each Scalar of the reference through DMA, fetch, commit; the fetch's widening conversions and the Cast Engine's narrowing ones.
// One line per device function: its name, the verdict `layout simulate` must give, and why.
// expect copy_i8 conformant
// expect copy_i16 conformant
// expect copy_i32 conformant
// expect copy_f32 conformant
// expect copy_bf16 conformant
// expect copy_f8e4m3 conformant
// expect copy_u8 unknown u8 is a Scalar of the reference the simulator does not model
// expect copy_f8 unknown f8's format is an outside crate's
// expect fetch_i8_to_i32 conformant
// expect fetch_bf16_to_f32 conformant
// expect fetch_f8e4m3_to_f32 conformant
// expect fetch_i4_to_i32 conformant
// expect cast_i32_to_i8 conformant
// expect cast_f32_to_bf16 conformant
// expect cast_f32_to_f8e4m3 conformant
// expect cast_after_collect_f32_to_bf16 conformant
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn copy_i8(ctx: &mut Context, input: &HbmTensor<i8, Chip, m![A]>) -> HbmTensor<i8, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i8, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i8, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8 # 32]>()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn copy_i16(ctx: &mut Context, input: &HbmTensor<i16, Chip, m![A]>) -> HbmTensor<i16, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i16, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i16, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8 # 16]>()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn copy_i32(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn copy_f32(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn copy_bf16(ctx: &mut Context, input: &HbmTensor<bf16, Chip, m![A]>) -> HbmTensor<bf16, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<bf16, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<bf16, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8 # 16]>()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn copy_f8e4m3(ctx: &mut Context, input: &HbmTensor<f8e4m3, Chip, m![A]>) -> HbmTensor<f8e4m3, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f8e4m3, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f8e4m3, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8 # 32]>()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn copy_u8(ctx: &mut Context, input: &HbmTensor<u8, Chip, m![A]>) -> HbmTensor<u8, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<u8, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<u8, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8 # 32]>()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn copy_f8(ctx: &mut Context, input: &HbmTensor<f8, Chip, m![A]>) -> HbmTensor<f8, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f8, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f8, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8 # 32]>()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn fetch_i8_to_i32(ctx: &mut Context, input: &HbmTensor<i8, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn fetch_bf16_to_f32(ctx: &mut Context, input: &HbmTensor<bf16, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn fetch_f8e4m3_to_f32(ctx: &mut Context, input: &HbmTensor<f8e4m3, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn fetch_i4_to_i32(ctx: &mut Context, input: &HbmTensor<i4, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cast_i32_to_i8(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i8, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i8, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_final()
        .cast::<i8, m![A % 8 # 32]>()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cast_f32_to_bf16(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<bf16, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<bf16, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_final()
        .cast::<bf16, m![A % 8 # 16]>()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cast_f32_to_f8e4m3(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f8e4m3, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f8e4m3, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_final()
        .cast::<f8e4m3, m![A % 8 # 32]>()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn cast_after_collect_f32_to_bf16(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<bf16, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<bf16, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .cast::<bf16, m![A % 8 # 16]>()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
