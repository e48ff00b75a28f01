// valid Fetch::CAST  (i4 widened to i32 as it is fetched: 8 nibbles give one 32-byte packet)
// invalid Fetch::CAST: ".fetch::<i32, m![L / 8], m![L % 8]>()\n        .collect::<m![L / 8], m![L % 8]>()" => ".fetch::<i8, m![L / 32], m![L % 32]>()\n        .collect::<m![L / 32], m![L % 32]>()"; "DmTensor<i32" => "DmTensor<i8"; "HbmTensor<i32" => "HbmTensor<i8"  (i4 widened to i8: the Fetch Adapter widens i4 to i32 only)
// valid Fetch::PACKET  (8 i32 out of 4 bytes of i4)
// invalid Fetch::PACKET: ".fetch::<i32, m![L / 8], m![L % 8]>()\n        .collect::<m![L / 8], m![L % 8]>()" => ".fetch::<i32, m![L / 2], m![L % 2 # 3]>()\n        .collect::<m![L / 2], m![L % 2 # 8]>()"  (3 i32 = 12 bytes out, stream_tensor.rs:206)
// valid Commit::SIZE  (the main context commits 32 bytes at a time)
// invalid Commit::SIZE: "        .main\n" => "        .sub\n"  (the sub context commits 32 bytes of i32 at a time where it writes 8: a warning of the book, the reference accepts it)
use furiosa_visa_std::prelude::*;

axes![S = 256, L = 64];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn widen(ctx: &mut Context, x: &HbmTensor<i4, Chip, m![S, L]>) -> HbmTensor<i32, Chip, m![S, L]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![L]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![S], m![L]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![L / 8], m![L % 8]>()
        .collect::<m![L / 8], m![L % 8]>()
        .commit(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
