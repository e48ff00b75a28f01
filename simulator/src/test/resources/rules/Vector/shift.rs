// valid Vector::SHIFT  (a logic LeftShift by 31 bits and a fixed-point ArithRightShift by 31, the most)
// invalid Vector::SHIFT: "LeftShift, 31" => "LeftShift, 32"  (a logic LeftShift by 32 bits: the reference's a << 32 overflows)
// invalid Vector::SHIFT: "ArithRightShift, 31" => "ArithRightShift, 32"  (a fixed-point ArithRightShift by 32 bits)
// invalid Vector::SHIFT: "LeftShift, 31" => "LeftShift, -1"  (a negative amount is 4294967295 as u32)
// valid Vector::SHIFT: "        .vector_fxp(FxpBinaryOp::ArithRightShift, 31)\n" => "        .vector_fxp(FxpBinaryOp::LeftShiftSat, 31)\n"  (LeftShiftSat by 31: 1 << 31 is i32::MIN, no overflow of the shift)
// invalid Vector::SHIFT: "LeftShiftSat, 31" => "LeftShiftSat, 32"  (LeftShiftSat by 32: the reference's 1 << 32 overflows)
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(LogicBinaryOpI32::LeftShift, 31)
        .vector_fxp(FxpBinaryOp::ArithRightShift, 31)
        .vector_final()
        .commit(0x2000);

    result.to_hbm(&mut ctx.tdma, 0x3000)
}
