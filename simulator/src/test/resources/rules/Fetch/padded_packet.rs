// valid Collect::LAYOUT  (8 i32 fetched padded to 16, 64 bytes: collect keeps one flit, the padded half of each packet a second step of Time, 1 # 2, and the commit stores it)
// invalid Collect::LAYOUT: ".collect::<m![A % 16 / 8, 1 # 2], m![A % 8]>()" => ".collect::<m![A % 16 / 8], m![A % 8]>()"  (the padded flit dropped from Time: collect's Time2 is Time times the packet's outer flits, 4 steps not 2, stream_tensor.rs:971)
// invalid Collect::PACKET: ".collect::<m![A % 16 / 8, 1 # 2], m![A % 8]>()" => ".collect::<m![A % 16 / 8], m![A % 8 # 16]>()"  (the 64-byte packet kept whole: a collect gives one 32-byte flit, stream_tensor.rs:949)
// valid Commit::LAYOUT  (Element [A % 16 / 8, 1 # 2, A % 8]: Time's padding stored as a hole between rows)
// invalid Commit::LAYOUT: "m![A / 16], m![A % 16 / 8, 1 # 2, A % 8]> = ctx" => "m![A / 16], m![A % 16]> = ctx"  (the rows stored without the hole: Element 16 over Time 4 is a packet of A % 4 and a Time A % 16 / 4, no transpose of [A % 16 / 8, 1 # 2], stream_tensor.rs:1703)
use furiosa_visa_std::prelude::*;

axes![A = 4096];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn padded_fetch(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let x = input.to_dm::<Cluster, m![A / 16], m![A % 16]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![A / 16], m![A % 16 / 8, 1 # 2, A % 8]> = ctx
        .main
        .begin(x.view())
        .fetch::<i32, m![A % 16 / 8], m![A % 8 # 16]>()
        .collect::<m![A % 16 / 8, 1 # 2], m![A % 8]>()
        .commit(0x1000);
    y.to_hbm(&mut ctx.tdma, 0x10000)
}
