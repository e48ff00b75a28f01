// valid Commit::LAYOUT  (Time A and a whole 8-lane packet: Element [A, B])
// invalid Commit::LAYOUT: "commit::<m![A, B]>" => "commit::<m![A / 2, B % 2]>"  (the Element's time part [A / 2, B % 2] is no transpose of Time A, and its packet is 4 bytes: the time check, stream_tensor.rs:1703, comes before the size check, 1709)
// valid Commit::IN_SIZE: "commit::<m![A, B]>" => "commit::<m![A, B % 2]>"  (2 i32 = 8 bytes per packet, the smallest size)
// invalid Commit::IN_SIZE: "commit::<m![A, B % 2]>" => "commit::<m![A, B % 2 # 3]>"  (3 i32 = 12 bytes per packet, stream_tensor.rs:1709)
// invalid Commit::IN_SIZE: "commit::<m![A, B % 2]>" => "commit::<m![B % 2 # 3, A % 2]>"  (Element::SIZE 6 is no multiple of Time::SIZE 4: exact_div fails, stream_tensor.rs:1698, before the time check)
// invalid Commit::LAYOUT: "commit::<m![A, B]>" => "commit::<m![A, B % 2, B / 2 % 2]>"  (16 bytes per packet, but [B % 2, B / 2 % 2] is no truncation of the packet B, stream_tensor.rs:1716)
// invalid Commit::LAYOUT: "commit::<m![A, B]>" => "commit::<m![A, B / 2]>"  (16 bytes per packet of B's outer half: a truncation keeps the inner lanes, stream_tensor.rs:1716)
// valid Commit::ALIGN: "1 << 12" => "4104"  (8-byte aligned)
// invalid Commit::ALIGN: "4104" => "4100"  (4-byte aligned only)
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 8];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A, B]>) -> HbmTensor<i32, Chip, m![S, A, B]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![A, B]>(&mut ctx.tdma, 0);
    let y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![A], m![B]>()
        .collect::<m![A], m![B]>()
        .commit::<m![A, B]>(1 << 12);
    x_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}
