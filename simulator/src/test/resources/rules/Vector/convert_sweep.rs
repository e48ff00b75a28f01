// valid Vector::CONVERT  (a helper converts with the integer width its caller passes: 0, then 24 to 31 from a loop)
// invalid Vector::CONVERT: "for bits in 24..32" => "for bits in 24..33"  (the loop's last step passes 32 integer bits: float.rs:127)
// invalid Vector::CONVERT: "to_float(ctx, &input_dm, 0)" => "to_float(ctx, &input_dm, 32)"  (the first call, outside the loop, passes 32 bits)
// invalid Vector::CONVERT: "to_float(ctx, &input_dm, bits)" => "to_float(ctx, &input_dm, bits + 1)"  (the width computed from the loop index: 32 at its last step)
// valid Vector::CONVERT: "to_float(ctx, &input_dm, bits)" => "to_float(ctx, &input_dm, 31 - bits)"  (31 - bits runs 7 down to 0)
// invalid Vector::CONVERT: "to_float(ctx, &input_dm, 31 - bits)" => "to_float(ctx, &input_dm, 56 - bits)"  (56 - bits is 32 at the loop's first step, bits = 24)
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

fn to_float(ctx: &mut Context, x: &DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]>, bits: u32) -> DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> {
    ctx.main
        .begin(x.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp_to_fp(bits)
        .vector_final()
        .commit(0x2000)
}

#[device(chip = 1)]
pub fn kernel(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);
    let mut result = to_float(ctx, &input_dm, 0);
    for bits in 24..32 {
        result = to_float(ctx, &input_dm, bits);
    }
    result.to_hbm(&mut ctx.tdma, 0x3000)
}
