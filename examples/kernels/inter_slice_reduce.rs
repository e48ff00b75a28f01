// The Vector Reduce Unit: reductions across slices, after the reference crate's vector-engine
// reduce suite. Each input [R, A] spreads R = 4 over neighbouring slices; the reduce keeps A and
// leaves each group's result in the group's first slice (Slice2 = m![A / 8, 1 # 4]).
//
//   ve_inter_slice_reduce_add_sat_i32   Σ_R x (saturating)
//   ve_inter_slice_reduce_max_i32       max_R x
//   ve_inter_slice_reduce_add_f32       Σ_R x in f32
//   ve_inter_slice_reduce_promote_f32   Σ_R x[W, R, T, P], T moving from Time into Slice
//   ve_vru_then_vau_i32                 Σ_R x + 100: the reduce first, an intra-slice pass after
use furiosa_visa_std::prelude::*;

axes![A = 512, R = 4, W = 64, T = 4, P = 8];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn ve_inter_slice_reduce_add_sat_i32(
    ctx: &mut Context,
    input: &HbmTensor<i32, Chip, m![R, A]>,
) -> HbmTensor<i32, Chip, m![A]> {
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
pub fn ve_inter_slice_reduce_max_i32(
    ctx: &mut Context,
    input: &HbmTensor<i32, Chip, m![R, A]>,
) -> HbmTensor<i32, Chip, m![A]> {
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
pub fn ve_inter_slice_reduce_add_f32(
    ctx: &mut Context,
    input: &HbmTensor<f32, Chip, m![R, A]>,
) -> HbmTensor<f32, Chip, m![A]> {
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
pub fn ve_inter_slice_reduce_promote_f32(
    ctx: &mut Context,
    input: &HbmTensor<f32, Chip, m![W, R, T, P]>,
) -> HbmTensor<f32, Chip, m![W, T, P]> {
    let input_dm = input.to_dm::<Cluster, m![W, R], m![T, P]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<f32, Chip, Cluster, m![W, T], m![P]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<f32, m![T], m![P]>()
        .collect::<m![T], m![P]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![W, T], m![1]>(InterSliceReduceOpF32::Add)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn ve_vru_then_vau_i32(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R, A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8]>()
        .vector_init()
        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::AddSat)
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 100)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
