// valid Cast::PACKET  (8 i32 lanes narrowed to i4 and padded to 64 nibbles, one 32-byte flit)
// invalid Cast::PACKET: ".cast::<i4, m![L % 8 # 64]>()" => ".cast::<i4, m![L % 8 # 63]>()"  (63 i4 = 31.5 bytes: the reference's size_in_bytes_from_length refuses it, scalar.rs:18, inside stream_tensor.rs:259)
// invalid Cast::PACKET: ".cast::<i4, m![L % 8 # 64]>()" => ".cast::<i4, m![L % 8 # 66]>()"  (66 i4 = 33 bytes)
// valid Commit::IN_SIZE  (16 nibbles, 8 bytes, committed per packet: the 8 lanes and 8 of their padding)
// invalid Commit::IN_SIZE: "m![L / 8, L % 8 # 16]> = ctx" => "m![L / 8, L % 8]> = ctx"  (8 i4 = 4 bytes committed per packet)
// valid Cast::TYPE  (i32 to i4, cast.rs)
// invalid Cast::TYPE: "    x: &HbmTensor<i32, Chip, m![S, L]>," => "    x: &HbmTensor<f32, Chip, m![S, L]>,"; ".fetch::<i32," => ".fetch::<f32,"  (f32 to i4: the reference casts only i32 to i4)
use furiosa_visa_std::prelude::*;

axes![S = 256, L = 64];

type Chip = m![1];
type Cluster = m![1 # 2];

/// Quantizes i32 activations to 4 bits, two nibbles a byte.
#[device(chip = 1)]
fn quantize(
    ctx: &mut Context,
    x: &HbmTensor<i32, Chip, m![S, L]>,
) -> HbmTensor<i4, Chip, m![S, L]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![L]>(&mut ctx.tdma, 0);
    let q: DmTensor<i4, Chip, Cluster, m![S], m![L / 8, L % 8 # 16]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![L / 8], m![L % 8]>()
        .collect::<m![L / 8], m![L % 8]>()
        .cast::<i4, m![L % 8 # 64]>()
        .commit(1 << 12);
    q.to_hbm(&mut ctx.tdma, 1 << 20)
}
