// valid Commit::LAYOUT  (Time A and a whole 8-lane packet, committed at an 8-byte aligned address)
// invalid Commit::LAYOUT: "commit::<m![A, B]>(1 << 12)" => "commit::<m![A, B / 2]>(4100)"  (the packet's outer half at a 4-byte aligned address: the reference asserts the truncation, stream_tensor.rs:1716, and panics before any byte is written, so the book's alignment is not what it reports)
// invalid Commit::IN_SIZE: "commit::<m![A, B]>(1 << 12)" => "commit::<m![A, B % 2 # 3]>(4100)"  (12 bytes a packet at a 4-byte aligned address: stream_tensor.rs:1709 first)
// invalid Commit::ALIGN: "commit::<m![A, B]>(1 << 12)" => "commit::<m![A, B % 2]>(4100)"  (a valid 8-byte packet at a 4-byte aligned address: the book's rule alone)
// invalid DMA::COVERAGE: "x.to_dm::<Cluster, m![S], m![A, B]>(&mut ctx.tdma, 0)" => "x.to_dm::<Cluster, m![S], m![A, B % 4]>(&mut ctx.tdma, 4)"  (a destination lacking B / 4 at a 4-byte aligned DM address: the copy's division, tensor_view.rs:63, panics before the write)
// invalid DMA::WRITE_ALIGN: "x.to_dm::<Cluster, m![S], m![A, B]>(&mut ctx.tdma, 0)" => "x.to_dm::<Cluster, m![S], m![A, B]>(&mut ctx.tdma, 4)"  (the whole tensor at a 4-byte aligned DM address)
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
