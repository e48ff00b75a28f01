// valid Commit::IN_SIZE  (16 bf16 = 32 bytes committed per packet)
// invalid Commit::IN_SIZE: "m![T, L]> = ctx" => "m![T, L # 20]> = ctx"; ".commit::<m![T, L]>" => ".commit::<m![T, L # 20]>"  (20 bf16 = 40 bytes per packet, stream_tensor.rs:1709)
// invalid Commit::IN_SIZE: "m![T, L]> = ctx" => "m![L % 2 # 3]> = ctx"; ".commit::<m![T, L]>" => ".commit::<m![L % 2 # 3]>"  (Element::SIZE 3 over Time::SIZE 4: no whole packet, stream_tensor.rs:1698)
// valid Commit::LAYOUT  (Element [T, L]: Time kept, the whole packet)
// invalid Commit::LAYOUT: "m![T, L]> = ctx" => "m![T / 2, L]> = ctx"; ".commit::<m![T, L]>" => ".commit::<m![T / 2, L]>"  (Element 32 over Time 4: 8 bf16 a packet, [T / 2, L / 8] no transpose of T, stream_tensor.rs:1703)
// invalid Commit::LAYOUT: "m![T, L]> = ctx" => "m![L, T]> = ctx"; ".commit::<m![T, L]>" => ".commit::<m![L, T]>"  (the packet is T and L % 4, not a truncation of L, stream_tensor.rs:1716)
// valid Commit::LAYOUT: "m![T, L]> = ctx" => "m![T % 2, T / 2, L]> = ctx"; ".commit::<m![T, L]>" => ".commit::<m![T % 2, T / 2, L]>"  (a transpose of the Time, stream_tensor.rs:1699)
// invalid Commit::LAYOUT: "m![T % 2, T / 2, L]> = ctx" => "m![T % 2, T / 2, L % 8 # 16]> = ctx"; ".commit::<m![T % 2, T / 2, L]>" => ".commit::<m![T % 2, T / 2, L % 8 # 16]>"  (the packet's L % 8 taken as its low half: not a truncation of L)
// valid Commit::PACKET  (one flit of 16 bf16)
// invalid Commit::PACKET: ".fetch::<bf16, m![T], m![L]>()\n        .collect::<m![T], m![L]>()\n        .commit::<m![T, L]>" => ".fetch::<bf16, m![T, L / 8], m![L % 8]>()\n        .commit::<m![T, L]>"  (a fetch stream of 8 bf16, 16 bytes, committed with no Collect Engine to make a flit, stream_tensor.rs:1690)
use furiosa_visa_std::prelude::*;

axes![S = 256, T = 4, L = 16];

type Chip = m![1];
type Cluster = m![1 # 2];

/// Copies bf16 rows through the Commit Engine, one 32-byte flit a packet.
#[device(chip = 1)]
fn rows(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![S, T, L]>) -> HbmTensor<bf16, Chip, m![S, T, L]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![T, L]>(&mut ctx.tdma, 0);
    let y: DmTensor<bf16, Chip, Cluster, m![S], m![T, L]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![T], m![L]>()
        .collect::<m![T], m![L]>()
        .commit::<m![T, L]>(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
