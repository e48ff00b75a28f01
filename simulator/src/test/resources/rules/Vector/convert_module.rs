// valid Vector::CONVERT  (a conversion pass in a module, called from two kernels: widths 8, 28, then 29, 30 and 31 in fine's loop)
// invalid Vector::CONVERT: "for k in 0..3" => "for k in 0..4"  (only the loop's last iteration converts with 29 + 3 = 32 integer bits, float.rs:127)
// invalid Vector::CONVERT: "0x2000, 8)" => "0x2000, 32)"  (the module's pass is right for fine and wrong only as coarse calls it)
// valid Vector::CONVERT: "0x2000, 8)" => "0x2000, 0)"  (0 integer bits: the lower end of 0..=31)
// valid Vector::CONVERT: "0x2000, 28)" => "0x2000, 31)"  (the upper end)
// invalid Vector::CONVERT: "0x2000 + k * 0x800, 29 + k as u32)" => "0x2000 + k * 0x800, 31 + k as u32)"  (31 on the first iteration, 32 on the second)
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

mod passes {
    use super::*;

    pub fn to_float(ctx: &mut Context, x: &DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]>, at: u64, width: u32) -> DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> {
        let rows = ctx.main.begin(x.view()).fetch::<i32, m![1], m![A % 2]>();
        let lanes = rows.collect::<m![1], m![A % 2 # 8]>().vector_init();
        let floats = lanes.vector_intra_slice_branch(BranchMode::Unconditional).vector_fxp_to_fp(width);
        floats.vector_final().commit(at)
    }
}

#[device(chip = 1)]
fn coarse(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);
    passes::to_float(ctx, &input_dm, 0x2000, 8).to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
fn fine(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);
    let mut out = passes::to_float(ctx, &input_dm, 0x2000, 28);
    for k in 0..3 {
        out = passes::to_float(ctx, &input_dm, 0x2000 + k * 0x800, 29 + k as u32);
    }
    out.to_hbm(&mut ctx.tdma, 0x3000)
}
