// valid Commit::LAYOUT  (the packet m![B, C] committed as the inner 32 positions of m![A % 8, B, C], in its own order: stream_tensor.rs:1716)
// invalid Commit::LAYOUT: ".commit::<m![A % 8, B, C]>" => ".commit::<m![A % 8, C, B]>"  (the same indices, each once, but the packet's axes reordered inside the destination: no truncation of m![B, C], stream_tensor.rs:1716)
// invalid Commit::LAYOUT: ".commit::<m![A % 8, B, C]>" => ".commit::<m![B, A % 8, C]>"  (the inner 32 positions m![A % 8, C] take a Time axis into the packet: the outer m![B] is no transpose of Time m![A % 8], stream_tensor.rs:1703)
// valid Commit::LAYOUT: ".commit::<m![A % 8, B, C]>" => ".commit::<m![A % 8, B % 4, C]>"  (the first 16 positions of the packet, B < 4: a truncation, 16 bytes of i8)
// invalid Commit::LAYOUT: ".commit::<m![A % 8, B % 4, C]>" => ".commit::<m![A % 8, B / 2, C]>"  (16 positions of the even B: no truncation, which keeps the first positions)
// valid Commit::LAYOUT: "B = 8, C = 4" => "B = 6, C = 4"; "m![A % 8, B, C]>(&mut" => "m![A % 8, B # 8, C]>(&mut"; "m![A % 8], m![B, C]>()\n        .collect" => "m![A % 8], m![B # 8, C]>()\n        .collect"; "m![A % 8], m![B, C]>()\n        .commit" => "m![A % 8], m![B # 8, C]>()\n        .commit"  (the packet m![B # 8, C] cut to its first 24 positions is m![B, C]: the part cut is its padding)
// invalid Commit::LAYOUT: ".commit::<m![A % 8, B, C]>" => ".commit::<m![A % 8, C, B # 8]>"  (the padded packet reordered: m![C, B # 8] is no truncation of m![B # 8, C])
// valid Commit::LAYOUT: "x: &HbmTensor<i8" => "x: &HbmTensor<bf16"; "-> HbmTensor<i8" => "-> HbmTensor<bf16"; "fetch::<i8" => "fetch::<bf16"; "B = 8, C = 4" => "B = 4, C = 4"  (a bf16 packet m![B, C] of 16 elements committed whole)
// invalid Commit::LAYOUT: ".commit::<m![A % 8, B, C]>" => ".commit::<m![A % 8, C, B]>"  (the bf16 packet reordered: the reference's check, not the book's Commit::SIZE of its 2-byte runs, is the finding)
// valid Commit::LAYOUT: "x: &HbmTensor<i8" => "x: &HbmTensor<i32"; "-> HbmTensor<i8" => "-> HbmTensor<i32"; "fetch::<i8" => "fetch::<i32"; "B = 8, C = 4" => "B = 2, C = 4"  (an i32 packet m![B, C] of 8 elements committed whole)
// invalid Commit::LAYOUT: ".commit::<m![A % 8, B, C]>" => ".commit::<m![A % 8, C, B]>"  (the i32 packet reordered, stream_tensor.rs:1716)
// valid Commit::LAYOUT: ".commit::<m![A % 8, B, C]>" => ".commit::<m![A % 2, A % 8 / 2, B, C]>"  (Time m![A % 8] split and transposed in the outer positions: stream_tensor.rs:1703 divides both ways)
use furiosa_visa_std::prelude::*;

axes![A = 2048, B = 8, C = 4];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A, B, C]>) -> HbmTensor<i8, Chip, m![A, B, C]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8, B, C]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A % 8], m![B, C]>()
        .collect::<m![A % 8], m![B, C]>()
        .commit::<m![A % 8, B, C]>(1 << 12);
    y_dm.to_hbm::<m![A, B, C]>(&mut ctx.tdma, 1 << 20)
}
