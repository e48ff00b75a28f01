// Every IntraSliceReduceOp and InterSliceReduceOp of i32 and f32 (IntraSliceReduceOpI32::Add is not one of the reference's).
// One line per device function: its name, the verdict `layout simulate` must give, and why.
// expect intra_i32_add_sat conformant
// expect intra_i32_max conformant
// expect intra_i32_min conformant
// expect intra_i32_add unknown IntraSliceReduceOpI32 has no Add (AddSat, Max, Min): the kernel does not compile
// expect intra_f32_add conformant
// expect intra_f32_max conformant
// expect intra_f32_min conformant
// expect inter_i32_add conformant
// expect inter_i32_add_sat conformant
// expect inter_i32_max conformant
// expect inter_i32_min conformant
// expect inter_f32_add conformant
// expect inter_f32_max conformant
// expect inter_f32_min conformant
// expect inter_f32_mul conformant
use furiosa_visa_std::prelude::*;

axes![A = 512, R = 4];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn intra_i32_add_sat(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![R], m![A % 2]>()
        .collect::<m![R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn intra_i32_max(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![R], m![A % 2]>()
        .collect::<m![R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::Max)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn intra_i32_min(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![R], m![A % 2]>()
        .collect::<m![R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::Min)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn intra_i32_add(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![R], m![A % 2]>()
        .collect::<m![R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::Add)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn intra_f32_add(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![R, A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![R], m![A % 2]>()
        .collect::<m![R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpF32::Add)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn intra_f32_max(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![R, A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![R], m![A % 2]>()
        .collect::<m![R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpF32::Max)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn intra_f32_min(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![R, A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![R], m![A % 2]>()
        .collect::<m![R], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![A % 2 # 4]>()
        .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpF32::Min)
        .vector_pad_way8::<m![A % 2 # 8]>()
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn inter_i32_add(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::Add)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn inter_i32_add_sat(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::AddSat)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn inter_i32_max(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::Max)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn inter_i32_min(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::Min)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn inter_f32_add(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![R, A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpF32::Add)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn inter_f32_max(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![R, A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpF32::Max)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn inter_f32_min(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![R, A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpF32::Min)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn inter_f32_mul(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![R, A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpF32::Mul)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
