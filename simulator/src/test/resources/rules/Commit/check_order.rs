// valid Commit::LAYOUT  (Time A and a whole 8-lane packet: Element [A, B])
// invalid Commit::LAYOUT: "commit::<m![A, B]>" => "commit::<m![A / 2, B % 2]>"  (the Element's time part [A / 2, B % 2] is no transpose of Time A, and its packet is 4 bytes: the time check, stream_tensor.rs:1703, comes before the size check, 1709)
// valid Commit::LAYOUT  (Time A and a whole 8-lane packet, committed at an 8-byte aligned address)
// invalid Commit::LAYOUT: "commit::<m![A, B]>(1 << 12)" => "commit::<m![A, B / 2]>(4100)"  (the packet's outer half at a 4-byte aligned address: the reference asserts the truncation, stream_tensor.rs:1716, and panics before any byte is written, so the book's alignment is not what it reports)
// invalid Commit::IN_SIZE: "commit::<m![A, B]>(1 << 12)" => "commit::<m![A, B % 2 # 3]>(4100)"  (12 bytes a packet at a 4-byte aligned address: stream_tensor.rs:1709 first)
// invalid Commit::ALIGN: "commit::<m![A, B]>(1 << 12)" => "commit::<m![A, B % 2]>(4100)"  (a valid 8-byte packet at a 4-byte aligned address: the book's rule alone)
// invalid DMA::COVERAGE: "x.to_dm::<Cluster, m![S], m![A, B]>(&mut ctx.tdma, 0)" => "x.to_dm::<Cluster, m![S], m![A, B % 4]>(&mut ctx.tdma, 4)"  (a destination lacking B / 4 at a 4-byte aligned DM address: the copy's division, tensor_view.rs:63, panics before the write)
// invalid DMA::WRITE_ALIGN: "x.to_dm::<Cluster, m![S], m![A, B]>(&mut ctx.tdma, 0)" => "x.to_dm::<Cluster, m![S], m![A, B]>(&mut ctx.tdma, 4)"  (the whole tensor at a 4-byte aligned DM address)
// valid Commit::IN_SIZE: "commit::<m![A, B]>" => "commit::<m![A, B % 2]>"  (2 i32 = 8 bytes per packet, the smallest size)
// invalid Commit::IN_SIZE: "commit::<m![A, B % 2]>" => "commit::<m![A, B % 2 # 3]>"  (3 i32 = 12 bytes per packet, stream_tensor.rs:1709)
// invalid Commit::IN_SIZE: "commit::<m![A, B % 2]>" => "commit::<m![B % 2 # 3, A % 2]>"  (Element::SIZE 6 is no multiple of Time::SIZE 4: exact_div fails, stream_tensor.rs:1698, before the time check)
// invalid Commit::LAYOUT: "commit::<m![A, B]>" => "commit::<m![A, B % 2, B / 2 % 2]>"  (16 bytes per packet, but [B % 2, B / 2 % 2] is no truncation of the packet B, stream_tensor.rs:1716)
// invalid Commit::LAYOUT: "commit::<m![A, B]>" => "commit::<m![A, B / 2]>"  (16 bytes per packet of B's outer half: a truncation keeps the inner lanes, stream_tensor.rs:1716)
// valid Commit::ALIGN: "1 << 12" => "4104"  (8-byte aligned)
// invalid Commit::ALIGN: "4104" => "4100"  (4-byte aligned only)
// base: "x.to_dm::<Cluster, m![S], m![A, B]>" => "x.to_dm::<m![1 # 2], m![S], m![A, B]>"  (the two clusters written in the copy, where the fetch cases change their count)
// valid Cluster::SIZE  (two clusters, 256 slices, a 32-byte packet)
// invalid Cluster::SIZE: "m![1 # 2], m![S], m![A, B]" => "m![1 # 4], m![S / 2], m![S % 2, A, B]"  (4 clusters and 128 slices at one fetch, whose time leaves S % 2 out too: the cluster count is asserted first, stream_tensor.rs:203)
// invalid Slice::SIZE: "m![1 # 2], m![S], m![A, B]" => "m![1 # 2], m![S / 2], m![S % 2, A, B]"  (128 slices, and S % 2 read by no fetch factor: the slice count, stream_tensor.rs:204, comes before the fetch's division, 211)
// invalid Slice::SIZE: "m![1 # 2], m![S], m![A, B]" => "m![1 # 2], m![S / 2], m![S % 2, A, B]"; "fetch::<i32, m![A], m![B]>" => "fetch::<i32, m![S % 2, A], m![B % 4 # 6]>"  (128 slices and a 24-byte packet: stream_tensor.rs:204 before 206)
// invalid Fetch::PACKET: "fetch::<i32, m![A], m![B]>" => "fetch::<i32, m![A, B / 2], m![B % 2 # 3]>"  (a 12-byte packet that also leaves B % 2 .. short of a flit: the packet check, stream_tensor.rs:206, before the division)
// invalid Fetch::COVERAGE: "fetch::<i32, m![A], m![B]>" => "fetch::<i32, m![A], m![B % 4 # 8]>"  (a 32-byte packet that never reads B / 4: the division of stream_tensor.rs:211 fails)
// invalid Fetch::CAST: "fetch::<i32, m![A], m![B]>" => "fetch::<i8, m![A], m![B # 32]>"; "m![1 # 2], m![S], m![A, B]" => "m![1 # 4], m![S], m![A, B]"  (i32 to i8 at a fetch of 4 clusters: rustc's FetchCast bound fails before any assertion runs)
// valid Fetch::PACKET: "fetch::<i32, m![A], m![B]>" => "fetch::<i32, m![A, B / 2], m![B % 2]>"; "collect::<m![A], m![B]>" => "collect::<m![A, B / 2], m![B % 2 # 8]>"  (8 bytes, the smallest packet, padded to a flit by the collect)
// invalid Fetch::PACKET: "fetch::<i32, m![A, B / 2], m![B % 2]>" => "fetch::<i32, m![A, B / 2], m![B % 2 # 3]>"  (12 bytes)
// invalid Collect::PACKET: "collect::<m![A], m![B]>" => "collect::<m![A / 2], m![A % 2, B]>"  (a 64-byte output packet whose time also differs: the packet size, stream_tensor.rs:949, first)
// invalid Collect::LAYOUT: "collect::<m![A], m![B]>" => "collect::<m![A], m![B % 2, B / 2]>"  (the packet's factors swapped, stream_tensor.rs:963)
// invalid Collect::LAYOUT: "collect::<m![A], m![B]>" => "collect::<m![A % 2, A / 2], m![B]>"  (the time reordered, stream_tensor.rs:971)
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
