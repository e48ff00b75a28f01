// valid Fetch::PACKET  (fetch_commit_simple, an i8 → i32 fetch and commit, and a plain copy beside it: only a broken function has a finding)
// invalid Fetch::PACKET: ".fetch::<i32, m![A / 8 % 2], m![B, A % 8]>()" => ".fetch::<i32, m![A / 8 % 2, B, A % 8], m![1]>()"  (one i32 at a time, a 4-byte packet: stream_tensor.rs:206 wants a multiple of 8)
// invalid Collect::LAYOUT: ".fetch::<i32, m![A / 8 % 2], m![B, A % 8]>()" => ".fetch::<i32, m![A / 8 % 2, B, A % 8 / 2], m![A % 2]>()"  (an 8-byte fetch packet: collect pads it to [A % 2 # 8], not the declared [A % 8], stream_tensor.rs:963)
// invalid Collect::PACKET: ".collect::<m![A / 8 % 2, B], m![A % 8]>()" => ".collect::<m![A / 8 % 2, B / 2], m![B % 2, A % 8]>()"  (16 i32 per packet, 64 bytes where a flit is 32, stream_tensor.rs:949)
// invalid Cluster::SIZE: "type Cluster = m![1 # 2];" => "type Cluster = m![1];"  (one cluster: the copy may span fewer, the fetch asserts 2, stream_tensor.rs:203)
// invalid Fetch::CAST + Type::ANNOTATION: ".fetch::<i32, m![A / 8 % 2], m![B, A % 8]>()" => ".fetch::<f32, m![A / 8 % 2], m![B, A % 8]>()"  (i8 fetched as f32: no FetchCast<f32> for i8, cast.rs:8; rustc types the fetch f32 still, so its commit is no DmTensor<i32, …>: both are reported)
// invalid DMA::COVERAGE: "let copy: HbmTensor<i8, m![1], m![B, A]>" => "let copy: HbmTensor<i8, m![1], m![B, A % 2048]>"  (the second function's copy keeps half of A: only it has a finding)
// valid DMA::COVERAGE: "let copy: HbmTensor<i8, m![1], m![B, A]>" => "let copy: HbmTensor<i8, m![1], m![B, A / 2048, A % 2048]>"
// base: "use furiosa_visa_std::prelude::*;" => "use furiosa_visa_std::prelude::*;"  (fetch_commit_simple as written again)
// valid Collect::LAYOUT  (the reference crate's fetch_commit_simple: i8 fetched as i32, 64 lanes a packet, collected 8 a flit)
// invalid Collect::LAYOUT: ".collect::<m![A / 8 % 2, B], m![A % 8]>()" => ".collect::<m![B, A / 8 % 2], m![A % 8]>()"  (Time2 with B and A / 8 % 2 swapped: collect keeps Time and appends the packet's outer flits, stream_tensor.rs:971)
// valid Commit::LAYOUT: "m![A / 16], m![A / 8 % 2, B, A % 8]> = ctx" => "m![A / 16], m![B, A / 8 % 2, A % 8]> = ctx"  (the commit stores Time's two axes the other way round: a transposition of Time, stream_tensor.rs:1703)
// invalid Commit::LAYOUT: "m![B, A / 8 % 2, A % 8]> = ctx" => "m![A / 8 % 2, A % 8, B]> = ctx"  (B innermost in the DM tensor: the commit's packet would be B, its Time A / 8 % 2 and A % 8, not a transposition of the input's, stream_tensor.rs:1703)
// invalid Commit::IN_SIZE: "m![A / 16], m![A / 8 % 2, B, A % 8]> = ctx" => "m![A / 16], m![A / 8 % 2, B, A % 8 # 16]> = ctx"  (a DM row of 16 i32 for 8 lanes: a 64-byte output packet, not 8, 16, 24 or 32 bytes, stream_tensor.rs:1709)
// invalid Fetch::PACKET: ".fetch::<i32, m![A / 8 % 2], m![B, A % 8]>()" => ".fetch::<i32, m![A / 8 % 2, B, A % 8], m![1]>()"  (one i32 a packet: 4 bytes, not a multiple of 8, stream_tensor.rs:206)
// invalid Cluster::SIZE: "type Cluster = m![1 # 2];" => "type Cluster = m![1];"  (the DM tensor on one cluster: fetch wants 2, stream_tensor.rs:203)
// base: ".fetch::<i32, m![A / 8 % 2], m![B, A % 8]>()\n        .collect::<m![A / 8 % 2, B], m![A % 8]>()" => ".fetch::<i32, m![A / 8 % 2, B, A % 8 / 2], m![A % 2]>()\n        .collect::<m![A / 8 % 2, B, A % 8 / 2], m![A % 2 # 8]>()"  (a fetch of 2 i32, 8 bytes, the fetch unit's least, collected into one flit padded to 8 lanes)
// valid Collect::LAYOUT
// valid Collect::PACKET
// invalid Collect::LAYOUT: ".collect::<m![A / 8 % 2, B, A % 8 / 2], m![A % 2 # 8]>()" => ".collect::<m![A / 8 % 2, B], m![A % 8]>()"  (the collect written for the 64-lane fetch: the flit is A % 2 padded to 8, stream_tensor.rs:963)
// invalid Collect::PACKET: ".collect::<m![A / 8 % 2, B, A % 8 / 2], m![A % 2 # 8]>()" => ".collect::<m![A / 8 % 2, B, A % 8 / 2], m![A % 2 # 16]>()"  (16 i32, 64 bytes: a collect's packet is one 32-byte flit, stream_tensor.rs:949)
use furiosa_visa_std::prelude::*;

axes![A = 4096, B = 8];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn fetch_commit_simple(
    ctx: &mut Context,
    input: &HbmTensor<i8, m![1], m![A, B]>,
) -> HbmTensor<i32, m![1], m![B, A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 16], m![A / 8 % 2, B, A % 8]>(&mut ctx.tdma, 0);

    let fetch_and_commit_tensor: DmTensor<i32, Chip, Cluster, m![A / 16], m![A / 8 % 2, B, A % 8]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![A / 8 % 2], m![B, A % 8]>()
        .collect::<m![A / 8 % 2, B], m![A % 8]>()
        .commit(1024);

    fetch_and_commit_tensor.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
pub fn transpose_copy(ctx: &mut Context, input: &HbmTensor<i8, m![1], m![A, B]>) -> HbmTensor<i8, m![1], m![A, B]> {
    let copy: HbmTensor<i8, m![1], m![B, A]> = input.to_hbm(&mut ctx.tdma, 0x10000);
    copy.to_hbm(&mut ctx.tdma, 0x20000)
}
