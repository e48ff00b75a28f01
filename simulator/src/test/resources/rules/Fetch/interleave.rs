// invalid Vector::STASH: "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n        .vector_stash()\n"  (vector_stash on the zip of the two groups: the reference defines it on a Standalone stream only, vector_tensor.rs:407)
// invalid Vector::TYPE: "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_fxp(FxpBinaryOp::MulInt, 3.0, ())\n        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n"  (a float constant for group 0 of an i32 pair: IntoGroupOperand<i32> has no f32, operand.rs:604)
// invalid Vector::TYPE: "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_fxp(FxpBinaryOp::MulInt, 3, 2.0)\n        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n"  (a float constant for group 1 of an i32 pair)
// invalid Vector::TYPE: "ClipBinaryOpI32::AddFxp" => "ClipBinaryOpF32::Max"  (vector_clip_zip of an i32 pair with an f32 operation)
// invalid Vector::TYPE: "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_clip(ClipBinaryOpF32::Max, 3, ())\n        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n"  (vector_clip of an i32 pair with an f32 operation)
// valid Vector::TYPE: "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_fxp(FxpBinaryOp::MulInt, 3, 2)\n        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n"  (i32 constants for both groups of an i32 pair)
// invalid Vector::ORDER: "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n        .vector_fxp(FxpBinaryOp::AddFxp, 1)\n"  (the Fxp stage after the zip's Clip stage)
// invalid Vector::ORDER: "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n        .vector_logic(LogicBinaryOpI32::BitAnd, 1)\n"  (the Logic stage after the zip's Clip stage)
// valid Vector::ORDER: "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n        .vector_clip(ClipBinaryOpI32::Max, 0)\n"  (a Clip after the zip's Clip stage, on another ALU)
// invalid Vector::ALU: "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n        .vector_clip(ClipBinaryOpI32::AddFxpSat, 0)\n"  (AddFxpSat after the zip's AddFxp: both on the ClipAdd ALU, vector_engine/stage/state.rs:33)
// valid Vector::ALU: "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n        .vector_clip(ClipBinaryOpI32::AbsMax, 0)\n"  (AbsMax after the zip's AddFxp: ClipMax and ClipAdd)
// valid Fetch::INTERLEAVE  (two i32 tensors of one layout interleaved along I = 2, then added lane by lane)
// invalid Fetch::INTERLEAVE: "= 2" => "= 4"  (the interleave axis I has size 4, not 2)
// valid Vector::UNZIP  (two i32 tensors interleaved along I = 2, unzipped into two groups of one packet each)
// invalid Vector::UNZIP: "unzip::<I, m![1 # 2], m![1]>" => "unzip::<I, m![1], m![1]>"  (TileTime without the padding where I was: the reference tiles the stream by I, vector_tensor_pair.rs:179, and assert_div wants Time with I taken out as 1 # 2, furiosa-mapping/src/mapping.rs:265)
// invalid Vector::UNZIP: "unzip::<I, m![1 # 2], m![1]>" => "unzip::<I, m![I], m![1]>"  (TileTime keeping I, which the tile takes out)
// invalid Vector::UNZIP: "        .vector_init()\n" => "        .vector_init()\n        .vector_intra_slice_branch(BranchMode::Unconditional)\n"  (vector_intra_slice_unzip after vector_intra_slice_branch, not right after vector_init)
// valid Vector::UNZIP: "m![1 # 2], m![1]>()" => "m![1 # 2], m![1 # 2]>()"; "m![A % 8]> = unsafe" => "m![1 # 2, A % 8]> = unsafe"  (SplitTime m![1 # 2] holds each group's one packet and a hole: the reference relabels the tile without a size check)
// invalid Vector::UNZIP: "m![1 # 2], m![1 # 2]>()" => "m![1 # 2], m![I]>()"  (SplitTime m![I] holds two packets where each group has one)
// valid Vector::BRANCH: "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_fxp(FxpBinaryOp::MulInt, VeBranchOperand::group(VeRhs::constant(2), GroupId::Zero), (3, GroupId::One))\n        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n"  (a VeBranchOperand per group of a pair: every execution id of a pair is 0, vector_tensor_pair.rs:191, so group 1's operand for GroupId::One applies to none of it)
// valid Vector::STASH: "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_fxp(FxpBinaryOp::MulInt, Stash, VeBranchOperand::stash_always())\n        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n"  (the stash as a pair's group operand: the pair reads no stash, vector_tensor_pair.rs:255, so it applies to nothing)
// valid Vector::VRF: "    let mut sum:" => "    let w: VrfTensor<i32, Chip, Cluster, Slice, m![A % 8]> = ctx\n        .sub\n        .begin(a_dm.view())\n        .fetch::<i32, m![1], m![A % 8]>()\n        .collect::<m![1], m![A % 8]>()\n        .to_vrf(0);\n    let mut sum:"; "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode10, (), &w)\n        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n"  (a VRF operand for group 1 of the pair, the mode read inside the group: w - b, vector_tensor_pair.rs:596)
// valid Vector::TYPE: "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n" => "        .vector_logic_with_mode(LogicBinaryOpI32::BitAnd, BinaryArgMode::Mode10, 7, 3)\n        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n"  (i32 masks for both groups of the i32 pair)
// invalid Vector::TYPE: "LogicBinaryOpI32::BitAnd" => "LogicBinaryOpF32::BitAnd"  (an f32 logic operation on the i32 pair)
// valid Vector::ORDER: "ClipBinaryOpI32::AddFxp)" => "FxpBinaryOp::SubFxp, BinaryArgMode::Mode10)"; ".vector_clip_zip(" => ".vector_fxp_zip_with_mode("  (the pair zipped in the Fxp stage, group 1 minus group 0)
// base: "A = 4096" => "A = 2048"; "type Cluster = m![A / 2048];" => "type Cluster = m![1 # 2];"; "type Slice = m![A / 8 % 256];" => "type Slice = m![A / 8];"; ") -> HbmTensor<i32, Chip, m![A]> {" => ") -> HbmTensor<i32, Chip, m![I, A]> {"; "    let mut sum: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = unsafe { DmTensor::from_addr(0x200) };\n    ctx.main\n        .begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view())\n        .fetch::<i32, m![I], m![A % 8]>()\n        .collect::<m![I], m![A % 8]>()\n        .vector_init()\n        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()\n        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n        .vector_final()\n        .commit_view(sum.view_mut());\n    sum.to_hbm(&mut ctx.tdma, 1 << 20)" => "    let y_dm = ctx\n        .main\n        .begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view())\n        .commit::<m![I, A % 8]>(1 << 12);\n    y_dm.to_hbm::<m![I, A]>(&mut ctx.tdma, 1 << 20)"  (A = 2048 on one cluster, the interleaved tensor committed straight after begin_interleaved)
// valid Commit::LAYOUT  (begin_interleaved(…).commit(…): the stream is Time m![I], Packet the element m![A % 8], context.rs:214, committed as m![I, A % 8])
// invalid Commit::LAYOUT: ".commit::<m![I, A % 8]>" => ".commit::<m![A % 8, I]>"  (the interleave axis inside each committed packet: m![A % 8, I] split at 8 has the outer m![A % 8 / 4], no transpose of Time m![I], stream_tensor.rs:1703)
// valid Commit::IN_SIZE: ".commit::<m![I, A % 8]>" => ".commit::<m![I, A % 2]>"; "y_dm.to_hbm::<m![I, A]>" => "y_dm.to_hbm::<m![I, A / 8, A % 2]>"; "-> HbmTensor<i32, Chip, m![I, A]>" => "-> HbmTensor<i32, Chip, m![I, A / 8, A % 2]>"  (the first 2 i32 of each of the two packets, 8 bytes)
// invalid Commit::IN_SIZE: ".commit::<m![I, A % 2]>" => ".commit::<m![I, A % 2 # 3]>"  (3 i32 of each packet, 12 bytes)
// valid Commit::PACKET  (each interleaved packet is an element of 8 i32, one flit)
// invalid Commit::PACKET: "type Slice = m![A / 8];" => "type Slice = m![A / 16];"; "Slice, m![A % 8]>(&mut ctx.tdma, 0)" => "Slice, m![A % 16]>(&mut ctx.tdma, 0)"; "Slice, m![A % 8]>(&mut ctx.tdma, 0x100)" => "Slice, m![A % 16]>(&mut ctx.tdma, 0x100)"; ".commit::<m![I, A % 8]>" => ".commit::<m![I, A % 16]>"  (elements of 16 i32 begin as 64-byte packets)
// valid Fetch::INTERLEAVE  (two i32 tensors of one layout, I = 2, committed without a fetch)
// invalid Fetch::INTERLEAVE: "I = 2" => "I = 4"  (the interleave axis has 4 values: begin_interleaved's tile by I is m![1 # 4], not the m![1 # 2] it writes, before any fetch)
// invalid Fetch::INTERLEAVE: "let b_dm = b.to_dm::<Cluster, Slice, m![A % 8]>" => "let b_dm = b.to_dm::<Cluster, m![A / 16, A % 2], m![A % 16 / 2]>"  (rhs of another layout than lhs: begin_interleaved takes one [Chip, Cluster, Slice, Element] for both)
use furiosa_visa_std::prelude::*;

axes![A = 4096, I = 2];

type Chip = m![1];
type Cluster = m![A / 2048];
type Slice = m![A / 8 % 256];

#[device(chip = 1)]
fn kernel(
    ctx: &mut Context,
    a: &HbmTensor<i32, Chip, m![A]>,
    b: &HbmTensor<i32, Chip, m![A]>,
) -> HbmTensor<i32, Chip, m![A]> {
    let a_dm = a.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
    let b_dm = b.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0x100);
    let mut sum: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = unsafe { DmTensor::from_addr(0x200) };
    ctx.main
        .begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view())
        .fetch::<i32, m![I], m![A % 8]>()
        .collect::<m![I], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpI32::AddFxp)
        .vector_final()
        .commit_view(sum.view_mut());
    sum.to_hbm(&mut ctx.tdma, 1 << 20)
}
