// valid Commit::PACKET  (begin(…).commit(…): the begun tensor is one packet per slice, its Element of 8 i32, one flit, stream_tensor.rs:1723)
// invalid Commit::PACKET: "m![A / 8], m![A % 8]>(&mut" => "m![A / 16], m![A % 16]>(&mut"; "m![A % 8]>(1 << 12)" => "m![A % 16]>(1 << 12)"; "type Slice = m![A / 8];" => "type Slice = m![A / 16];"  (an Element of 16 i32 begins as a 64-byte packet)
// valid Commit::IN_SIZE: "m![A % 8]>(1 << 12)" => "m![A % 2]>(1 << 12)"; "y_dm.to_hbm::<m![A]>" => "y_dm.to_hbm::<m![A / 8, A % 2]>"; "-> HbmTensor<i32, Chip, m![A]>" => "-> HbmTensor<i32, Chip, m![A / 8, A % 2]>"  (the first 2 i32 of each packet, 8 bytes)
// invalid Commit::IN_SIZE: "m![A % 2]>(1 << 12)" => "m![A % 8 # 16]>(1 << 12)"; "y_dm.to_hbm::<m![A / 8, A % 2]>" => "y_dm.to_hbm::<m![A]>"; "-> HbmTensor<i32, Chip, m![A / 8, A % 2]>" => "-> HbmTensor<i32, Chip, m![A]>"  (16 i32 of a packet of 8)
// invalid Commit::LAYOUT: "m![A % 8]>(1 << 12)" => "m![A / 8 % 8]>(1 << 12)"  (the Element holds A / 8 % 8 where the begun packet holds A % 8: no transpose of the stream, stream_tensor.rs:1703)
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx.main.begin(x_dm.view()).commit::<m![A % 8]>(1 << 12);
    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
}
