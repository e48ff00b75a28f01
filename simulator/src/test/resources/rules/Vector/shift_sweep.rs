// valid Vector::SHIFT  (the reference crate's ve_elementwise_fxp_const with the constant a right shift, one pass per amount 0 to 31)
// invalid Vector::SHIFT: "for s in 0..32 {" => "for s in 0..33 {"  (the last pass shifts i32 by 32: a >> 32 overflows, a panic in a test build, semantics.rs:80)
// invalid Vector::SHIFT: "for s in 0..32 {" => "for s in -1..32 {"  (the first pass shifts by -1, which `b as u32` makes 4294967295, semantics.rs:80)
// valid Vector::SHIFT: "FxpBinaryOp::ArithRightShift, s)" => "FxpBinaryOp::LeftShiftSat, s)"  (a saturating left shift by up to 31: 1 << 31 is i32::MIN, no overflow of the shift)
// invalid Vector::SHIFT: "for s in 0..32 {" => "for s in 0..33 {"  (the saturating shift builds 1 << 32 at s = 32: semantics.rs:69)
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

fn shifted(ctx: &mut Context, x: &DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]>, s: i32) -> DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> {
    ctx.main
        .begin(x.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::ArithRightShift, s)
        .vector_final()
        .commit(0x2000)
}

#[device(chip = 1)]
pub fn ve_shift_sweep(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);
    let mut result = shifted(ctx, &input_dm, 0);
    for s in 0..32 {
        result = shifted(ctx, &input_dm, s);
    }
    result.to_hbm(&mut ctx.tdma, 0x3000)
}
