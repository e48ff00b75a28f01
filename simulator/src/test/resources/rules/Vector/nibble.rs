// valid Vector::SHIFT  (the high nibble of each byte: a logic LogicRightShift by the const HIGH = 4, then a fixed-point ArithRightShift by 31)
// invalid Vector::SHIFT: "const HIGH: i32 = 4;" => "const HIGH: i32 = 32;"  (a logic LogicRightShift by the const 32: the reference's a >> 32 overflows, semantics.rs:23)
// invalid Vector::SHIFT: "FxpBinaryOp::ArithRightShift, 31" => "FxpBinaryOp::ArithRightShift, HIGH * 8"  (a fixed-point ArithRightShift by HIGH * 8 = 32)
// valid Vector::SHIFT: "const HIGH: i32 = 4;" => "const HIGH: i32 = 31;"  (31 bits, the most)
// valid Vector::ALU  (BitAnd on LogicAnd, LogicRightShift on LogicRshift, ArithRightShift on FxpRshift, MulInt on FxpMul)
// invalid Vector::ALU: "        .vector_fxp(FxpBinaryOp::MulInt, 3)\n" => "        .vector_fxp(FxpBinaryOp::MulInt, 3)\n        .vector_fxp(FxpBinaryOp::MulFxp, 3)\n"  (MulFxp after MulInt: both on FxpMul, state.rs:33)
// invalid Vector::ALU: "        .vector_logic(LogicBinaryOpI32::BitAnd, MASK)\n" => "        .vector_logic(LogicBinaryOpI32::BitAnd, MASK)\n        .vector_logic(LogicBinaryOpI32::ArithRightShift, 1)\n"  (a logic ArithRightShift after LogicRightShift: both on LogicRshift)
// valid Vector::ALU: "        .vector_fxp(FxpBinaryOp::MulInt, 3)\n" => "        .vector_fxp(FxpBinaryOp::MulInt, 3)\n        .vector_fxp(FxpBinaryOp::LeftShiftSat, 2)\n"  (LeftShiftSat on FxpLshift, a fifth ALU)
// valid Vector::TYPE  (logic and fixed-point operations of the i32 stream)
// invalid Vector::TYPE: "LogicBinaryOpI32::BitAnd" => "LogicBinaryOpF32::BitAnd"  (an f32 logic operation on the i32 stream)
// invalid Vector::TYPE: "vector_fxp(FxpBinaryOp::MulInt, 3)" => "vector_fxp(FxpBinaryOp::MulInt, 3.0f32)"  (an f32 constant on the i32 stream, operand.rs:70)
// valid Cast::TYPE  (i32 narrowed to i8, 8 lanes padded to one flit of 32)
// invalid Cast::TYPE: ".cast::<i8, m![N % 8 # 32]>()" => ".cast::<bf16, m![N % 8 # 16]>()"; "i8, Chip, m![N]> {" => "bf16, Chip, m![N]> {"; ") -> DmTensor<i8, Chip" => ") -> DmTensor<bf16, Chip"  (i32 to bf16: the reference casts only f32 to bf16, cast.rs)
// valid Fetch::CAST  (i8 widened to i32 as it is fetched)
// invalid Fetch::CAST + Vector::TYPE: "fetch::<i32, m![1], m![N % 8]>" => "fetch::<i16, m![1], m![N % 8 # 16]>"  (i8 widened to i16: the Fetch Adapter widens only to i32; rustc types the fetch i16 still, and its vector_init wants a VeScalar: both are reported)
use furiosa_visa_std::prelude::*;

axes![N = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![N / 8];

const MASK: i32 = 0xF0;
const HIGH: i32 = 4;

/// The high nibble of each byte, scaled by three and stored as i8.
fn high_nibble(
    ctx: &mut Context,
    x: &DmTensor<i8, Chip, Cluster, Slice, m![N % 8]>,
) -> DmTensor<i8, Chip, Cluster, Slice, m![N % 8]> {
    ctx.main
        .begin(x.view())
        .fetch::<i32, m![1], m![N % 8]>()
        .collect::<m![1], m![N % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_logic(LogicBinaryOpI32::BitAnd, MASK)
        .vector_logic(LogicBinaryOpI32::LogicRightShift, HIGH)
        .vector_fxp(FxpBinaryOp::ArithRightShift, 31)
        .vector_fxp(FxpBinaryOp::MulInt, 3)
        .vector_final()
        .cast::<i8, m![N % 8 # 32]>()
        .commit(1 << 12)
}

#[device(chip = 1)]
fn nibbles(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![N]>) -> HbmTensor<i8, Chip, m![N]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![N % 8]>(&mut ctx.tdma, 0);
    high_nibble(ctx, &x_dm).to_hbm(&mut ctx.tdma, 1 << 20)
}
