// valid Commit::IN_SIZE  (rows of 6 i32, 24 bytes: fetched as 24 bytes, collected into one flit padded to 8 lanes, committed 6 at a time)
// invalid Commit::IN_SIZE: "DmTensor<i32, Chip, Cluster, m![A / 6], m![A % 6]> = ctx" => "DmTensor<i32, Chip, Cluster, m![A / 6], m![A % 6 # 7]> = ctx"  (a DM row of 7 lanes, 28 bytes: commit writes 8, 16, 24 or 32, stream_tensor.rs:1709)
// valid Commit::LAYOUT: "DmTensor<i32, Chip, Cluster, m![A / 6], m![A % 6]> = ctx" => "DmTensor<i32, Chip, Cluster, m![A / 6], m![A % 6 # 8]> = ctx"  (the row padded to the whole flit, 32 bytes)
// invalid Fetch::PACKET: ".fetch::<i32, m![1], m![A % 6]>()" => ".fetch::<i32, m![A % 6 / 3], m![A % 3]>()"; ".collect::<m![1], m![A % 6 # 8]>()" => ".collect::<m![A % 6 / 3], m![A % 3 # 8]>()"  (3 i32 a packet, 12 bytes: not a multiple of 8, stream_tensor.rs:206)
// valid Fetch::PACKET: ".fetch::<i32, m![1], m![A % 6]>()" => ".fetch::<i32, m![A % 6 / 2], m![A % 2]>()"; ".collect::<m![1], m![A % 6 # 8]>()" => ".collect::<m![A % 6 / 2], m![A % 2 # 8]>()"; "m![A / 6], m![A % 6]> = ctx" => "m![A / 6], m![A % 6 / 2, A % 2]> = ctx"  (2 i32 a packet, 8 bytes, 3 packets a row)
use furiosa_visa_std::prelude::*;

axes![A = 1536];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn six_lanes(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x = input.to_dm::<Cluster, m![A / 6], m![A % 6]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![A / 6], m![A % 6]> = ctx
        .main
        .begin(x.view())
        .fetch::<i32, m![1], m![A % 6]>()
        .collect::<m![1], m![A % 6 # 8]>()
        .commit(0x100);
    y.to_hbm(&mut ctx.tdma, 0x10000)
}
