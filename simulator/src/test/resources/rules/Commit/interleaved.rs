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

axes![A = 2048, I = 2];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(
    ctx: &mut Context,
    a: &HbmTensor<i32, Chip, m![A]>,
    b: &HbmTensor<i32, Chip, m![A]>,
) -> HbmTensor<i32, Chip, m![I, A]> {
    let a_dm = a.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
    let b_dm = b.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0x100);
    let y_dm = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view())
        .commit::<m![I, A % 8]>(1 << 12);
    y_dm.to_hbm::<m![I, A]>(&mut ctx.tdma, 1 << 20)
}
