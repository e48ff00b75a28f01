// valid Reshape::SIZE  (the flat DM tensor read as 256 rows of 8: Slice A / 8 becomes C, Element A % 8 becomes D)
// invalid Reshape::SIZE: "m![A / 8], m![A % 8]> = x.to_dm" => "m![A / 8], m![A % 8 # 16]> = x.to_dm"  (Element A % 8 # 16 has 16 positions, D 8, tensor.rs:122)
// invalid Type::ANNOTATION: "let rows: DmTensor<i32" => "let rows: DmTensor<i8"  (reshape keeps the element type: the i32 tensor bound to a DmTensor<i8, …>; the i8 rows fetched as i32 would then be a FetchCast the reference has)
// valid Fetch::CAST  (i32 fetched as i32)
// invalid Fetch::CAST + Vector::TYPE: ".fetch::<i32, m![1], m![D]>()" => ".fetch::<f32, m![1], m![D]>()"  (no FetchCast<f32> for i32, cast.rs:28; the f32 stream it would give has no vector_fxp, vector_tensor.rs:1157: rustc reports both)
// invalid Fetch::CAST + Vector::TYPE: ".fetch::<i32, m![1], m![D]>()" => ".fetch::<i16, m![1], m![D]>()"  (no FetchCast<i16> for i32; the i16 stream's vector_init wants a VeScalar: rustc reports both, and the 16-byte i16 collect between them never runs)
// invalid Fetch::CAST + Vector::TYPE: ".fetch::<i32, m![1], m![D]>()" => ".fetch::<bf16, m![1], m![D]>()"  (no FetchCast<bf16> for i32; the bf16 stream's vector_init wants a VeScalar; the 16-byte collect between them never runs)
// valid Vector::TYPE: ".vector_fxp(FxpBinaryOp::AddFxp, 3)" => ".vector_fxp(FxpBinaryOp::AddFxp, -3)"  (a negative i32 constant)
// invalid Vector::TYPE: ".vector_fxp(FxpBinaryOp::AddFxp, -3)" => ".vector_fp_binary(FpBinaryOp::AddF, -3.0)"  (a float operation on the i32 stream)
use furiosa_visa_std::prelude::*;

axes![A = 2048, C = 256, D = 8];

type Chip = m![1];
type Cluster = m![1 # 2];

/// Adds three to each row after reading the flat tensor as 256 rows of 8.
#[device(chip = 1)]
fn rows_plus_three(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![C, D]> {
    let flat: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let rows: DmTensor<i32, Chip, Cluster, m![C], m![D]> = unsafe { flat.reshape() };
    let y: DmTensor<i32, Chip, Cluster, m![C], m![D]> = ctx
        .main
        .begin(rows.view())
        .fetch::<i32, m![1], m![D]>()
        .collect::<m![1], m![D]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 3)
        .vector_final()
        .commit(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 28)
}
