// valid Cast::TYPE  (i32 narrowed to i8 straight out of the Collect Engine: 8 lanes padded to one flit of 32 i8)
// valid Cast::PACKET  (8 i32 in, 32 i8 out: 32 bytes each way)
// invalid Cast::PACKET: ".cast::<i8, m![L % 8 # 32]>()" => ".cast::<i8, m![L % 8 # 16]>()"  (16 i8 = 16 bytes out, stream_tensor.rs:259)
// invalid Cast::PACKET: ".cast::<i8, m![L % 8 # 32]>()" => ".cast::<i8, m![L % 8 # 64]>()"  (64 i8 = 64 bytes out)
// invalid Cast::LAYOUT: ".cast::<i8, m![L % 8 # 32]>()" => ".cast::<i8, m![L % 4 # 32]>()"  (one flit, but only L % 4 of the 8 lanes, stream_tensor.rs:265)
// invalid Cast::LAYOUT: ".cast::<i8, m![L % 8 # 32]>()" => ".cast::<i8, m![L % 8 # 16, 1 # 2]>()"  (the padding split in two: not the input packet padded to 32, stream_tensor.rs:265)
// invalid Cast::TYPE: ".cast::<i8, m![L % 8 # 32]>()" => ".cast::<bf16, m![L % 8 # 16]>()"; "DmTensor<i8, Chip" => "DmTensor<bf16, Chip"; "-> HbmTensor<i8, Chip" => "-> HbmTensor<bf16, Chip"  (i32 to bf16: the reference has no Cast<bf16> for i32, cast.rs)
// invalid Cast::TYPE: ".cast::<i8, m![L % 8 # 32]>()" => ".cast::<f8e4m3, m![L % 8 # 32]>()"; "DmTensor<i8, Chip" => "DmTensor<f8e4m3, Chip"; "-> HbmTensor<i8, Chip" => "-> HbmTensor<f8e4m3, Chip"  (i32 to f8e4m3: only f32 narrows to f8e4m3)
// invalid Cast::TYPE: ".cast::<i8, m![L % 8 # 32]>()" => ".cast::<f32, m![L % 8]>()"; "DmTensor<i8, Chip" => "DmTensor<f32, Chip"; "-> HbmTensor<i8, Chip" => "-> HbmTensor<f32, Chip"  (i32 to f32: no Cast<f32> for i32)
// valid Cast::PACKET: ".cast::<i8, m![L % 8 # 32]>()" => ".cast::<i32, m![L % 8]>()"; "DmTensor<i8, Chip" => "DmTensor<i32, Chip"; "-> HbmTensor<i8, Chip" => "-> HbmTensor<i32, Chip"  (i32 to i32: the identity Cast, one flit of 8 lanes unchanged)
// invalid Cast::PACKET: ".cast::<i32, m![L % 8]>()" => ".cast::<i32, m![L % 8 # 16]>()"  (the identity Cast padded to 16 i32, 64 bytes)
// base: "        .cast::<i8, m![L % 8 # 32]>()\n" => ""; "DmTensor<i8, Chip" => "DmTensor<i32, Chip"; "-> HbmTensor<i8, Chip" => "-> HbmTensor<i32, Chip"  (i8 widened to i32 as it is fetched, and stored as i32)
// valid Fetch::CAST: "x: &HbmTensor<i8, Chip" => "x: &HbmTensor<i4, Chip"  (i4 widened to i32: 8 nibbles give a 32-byte packet)
// invalid Fetch::CAST: "x: &HbmTensor<i4, Chip" => "x: &HbmTensor<i16, Chip"  (i16 has no FetchCast to i32, cast.rs:28-33)
// invalid Fetch::CAST: "x: &HbmTensor<i4, Chip" => "x: &HbmTensor<u8, Chip"  (nor has u8)
// valid Fetch::PACKET: "x: &HbmTensor<i8, Chip" => "x: &HbmTensor<i4, Chip"; ".fetch::<i32, m![T, L / 8], m![L % 8]>()\n        .collect::<m![T, L / 8], m![L % 8]>()" => ".fetch::<i32, m![T, L / 2], m![L % 2]>()\n        .collect::<m![T, L / 2], m![L % 2 # 8]>()"  (2 i32 out of a byte of i4: the fetch packet is the output's, 8 bytes)
// invalid Commit::IN_SIZE: "        .commit(1 << 12)" => "        .cast::<i4, m![L % 8 # 64]>()\n        .commit(1 << 12)"; "DmTensor<i32, Chip" => "DmTensor<i4, Chip"; "-> HbmTensor<i32, Chip" => "-> HbmTensor<i4, Chip"  (i32 narrowed to i4, 64 nibbles a flit, but 8 nibbles committed a packet: 4 bytes, stream_tensor.rs:1707)
// invalid Cast::PACKET: "        .commit(1 << 12)" => "        .cast::<i4, m![L % 8 # 32]>()\n        .commit(1 << 12)"; "DmTensor<i32, Chip" => "DmTensor<i4, Chip"; "-> HbmTensor<i32, Chip" => "-> HbmTensor<i4, Chip"  (32 nibbles out, 16 bytes where the Cast Engine writes a 32-byte flit)
// base: "x: &HbmTensor<i8, Chip" => "x: &HbmTensor<bf16, Chip"; ".fetch::<i32," => ".fetch::<f32,"; "        .cast::<i8, m![L % 8 # 32]>()\n" => "        .cast::<bf16, m![L % 8 # 16]>()\n"; "DmTensor<i8, Chip" => "DmTensor<bf16, Chip"; "-> HbmTensor<i8, Chip" => "-> HbmTensor<bf16, Chip"  (bf16 widened to f32 as it is fetched and narrowed back to bf16)
// valid Cast::TYPE  (f32 to bf16, 8 lanes padded to a flit of 16)
// valid Cast::PACKET
// invalid Cast::PACKET: ".cast::<bf16, m![L % 8 # 16]>()" => ".cast::<bf16, m![L % 8 # 32]>()"  (32 bf16, 64 bytes out, stream_tensor.rs:259)
// invalid Cast::TYPE: ".cast::<bf16, m![L % 8 # 16]>()" => ".cast::<i8, m![L % 8 # 32]>()"; "DmTensor<bf16, Chip" => "DmTensor<i8, Chip"; "-> HbmTensor<bf16, Chip" => "-> HbmTensor<i8, Chip"  (f32 has no Cast to i8)
// valid Fetch::CAST: "x: &HbmTensor<bf16, Chip" => "x: &HbmTensor<f8e4m3, Chip"  (f8e4m3 widened to f32)
// invalid Fetch::CAST: "x: &HbmTensor<f8e4m3, Chip" => "x: &HbmTensor<i8, Chip"  (i8 has no FetchCast to f32)
// valid Cast::LAYOUT: ".cast::<bf16, m![L % 8 # 16]>()" => ".cast::<f8e4m3, m![L % 8 # 32]>()"; "DmTensor<bf16, Chip" => "DmTensor<f8e4m3, Chip"; "-> HbmTensor<bf16, Chip" => "-> HbmTensor<f8e4m3, Chip"  (f32 narrowed to f8e4m3, 8 lanes padded to 32)
// invalid Cast::LAYOUT: ".cast::<f8e4m3, m![L % 8 # 32]>()" => ".cast::<f8e4m3, m![L % 4 # 32]>()"  (one flit of f8e4m3 but half the lanes, stream_tensor.rs:265)
// invalid Fetch::PACKET: ".fetch::<f32, m![T, L / 8], m![L % 8]>()\n        .collect::<m![T, L / 8], m![L % 8]>()" => ".fetch::<f32, m![T, L / 8, L % 8], m![1]>()\n        .collect::<m![T, L / 8, L % 8], m![1 # 8]>()"  (one f32 a packet, 4 bytes, stream_tensor.rs:206)
use furiosa_visa_std::prelude::*;

axes![S = 256, T = 4, L = 32];

type Chip = m![1];
type Cluster = m![1 # 2];

/// Widens i8 activations to i32 as they are fetched, and narrows them back for storage.
#[device(chip = 1)]
fn requantize(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, T, L]>) -> HbmTensor<i8, Chip, m![S, T, L]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![T, L]>(&mut ctx.tdma, 0);
    let y: DmTensor<i8, Chip, Cluster, m![S], m![T, L]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![T, L / 8], m![L % 8]>()
        .collect::<m![T, L / 8], m![L % 8]>()
        .cast::<i8, m![L % 8 # 32]>()
        .commit(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
