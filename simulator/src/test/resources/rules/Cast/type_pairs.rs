// valid Cast::TYPE  (i32 narrowed to i8, one flit of 32 i8 holding the 8 lanes)
// invalid Cast::TYPE: "cast::<i8, m![L # 32]>" => "cast::<bf16, m![L # 16]>"; "DmTensor<i8" => "DmTensor<bf16"; "-> HbmTensor<i8" => "-> HbmTensor<bf16"  (i32 to bf16: no Cast impl, cast.rs)
// invalid Cast::TYPE: "cast::<i8, m![L # 32]>" => "cast::<f32, m![L]>"; "DmTensor<i8" => "DmTensor<f32"; "-> HbmTensor<i8" => "-> HbmTensor<f32"  (i32 to f32: the Cast Engine converts within a kind; vector_fxp_to_fp does that)
// invalid Cast::TYPE: "cast::<i8, m![L # 32]>" => "cast::<u8, m![L # 32]>"; "DmTensor<i8" => "DmTensor<u8"; "-> HbmTensor<i8" => "-> HbmTensor<u8"  (i32 to u8: no Cast impl)
// invalid Cast::TYPE: "cast::<i8, m![L # 32]>" => "cast::<bf16, m![L # 8]>"; "DmTensor<i8" => "DmTensor<bf16"; "-> HbmTensor<i8" => "-> HbmTensor<bf16"  (i32 to bf16 into a 16-byte packet: rustc rejects the pair before the size is asserted, stream_tensor.rs:259)
// invalid Cast::PACKET: "cast::<i8, m![L # 32]>" => "cast::<i8, m![L # 16]>"  (16 i8 = 16 bytes out, stream_tensor.rs:259)
// invalid Cast::PACKET: "cast::<i8, m![L # 32]>" => "cast::<i8, m![L / 2 # 16]>"  (16 bytes out whose lanes are wrong too: the size is asserted first, stream_tensor.rs:259 before 265)
// invalid Cast::LAYOUT: "cast::<i8, m![L # 32]>" => "cast::<i8, m![L / 2 # 32]>"  (32 bytes, but the packet lacks L % 2, stream_tensor.rs:265)
// invalid Cast::LAYOUT: "cast::<i8, m![L # 32]>" => "cast::<i8, m![L % 2, L / 2 # 16]>"  (32 bytes of the lanes reordered)
// valid Cast::TYPE: "cast::<i8, m![L # 32]>" => "cast::<i32, m![L]>"; "DmTensor<i8" => "DmTensor<i32"; "-> HbmTensor<i8" => "-> HbmTensor<i32"  (i32 to i32, the reference's Cast<D> for D)
// base: "&HbmTensor<i32" => "&HbmTensor<f32"; ".fetch::<i32" => ".fetch::<f32"; "cast::<i8, m![L # 32]>" => "cast::<bf16, m![L # 16]>"; "DmTensor<i8" => "DmTensor<bf16"; "-> HbmTensor<i8" => "-> HbmTensor<bf16"  (an f32 stream narrowed to bf16)
// valid Cast::TYPE  (f32 to bf16)
// invalid Cast::TYPE: "cast::<bf16, m![L # 16]>" => "cast::<i8, m![L # 32]>"; "DmTensor<bf16" => "DmTensor<i8"; "-> HbmTensor<bf16" => "-> HbmTensor<i8"  (f32 to i8: no Cast impl)
// invalid Cast::TYPE: "cast::<bf16, m![L # 16]>" => "cast::<i32, m![L]>"; "DmTensor<bf16" => "DmTensor<i32"; "-> HbmTensor<bf16" => "-> HbmTensor<i32"  (f32 to i32)
// invalid Cast::PACKET: "cast::<bf16, m![L # 16]>" => "cast::<bf16, m![L # 32]>"  (32 bf16 = 64 bytes out)
// invalid Cast::PACKET: "cast::<bf16, m![L # 16]>" => "cast::<bf16, m![L]>"  (8 bf16 = 16 bytes out)
// valid Cast::TYPE: "cast::<bf16, m![L # 16]>" => "cast::<f8e4m3, m![L # 32]>"; "DmTensor<bf16" => "DmTensor<f8e4m3"; "-> HbmTensor<bf16" => "-> HbmTensor<f8e4m3"  (f32 to f8e4m3)
// base: "cast::<i8, m![L # 32]>" => "cast::<i4, m![L # 64]>"; "DmTensor<i8, Chip, Cluster, m![S], m![A, L]>" => "DmTensor<i4, Chip, Cluster, m![S], m![A, L # 16]>"; "-> HbmTensor<i8" => "-> HbmTensor<i4"  (i32 activations quantized to 4 bits, two nibbles a byte)
// valid Cast::PACKET  (8 i32 lanes narrowed to i4 and padded to 64 nibbles, one 32-byte flit)
// invalid Cast::PACKET: "cast::<i4, m![L # 64]>" => "cast::<i4, m![L # 63]>"  (63 i4 = 31.5 bytes: the reference's size_in_bytes_from_length refuses it, scalar.rs:18, inside stream_tensor.rs:259)
// invalid Cast::PACKET: "cast::<i4, m![L # 64]>" => "cast::<i4, m![L # 66]>"  (66 i4 = 33 bytes)
// valid Commit::IN_SIZE  (16 nibbles, 8 bytes, committed per packet: the 8 lanes and 8 of their padding)
// invalid Commit::IN_SIZE: "m![A, L # 16]> = ctx" => "m![A, L]> = ctx"  (8 i4 = 4 bytes committed per packet)
// valid Cast::TYPE  (i32 to i4, cast.rs)
// invalid Cast::TYPE: "x: &HbmTensor<i32" => "x: &HbmTensor<f32"; ".fetch::<i32," => ".fetch::<f32,"  (f32 to i4: the reference casts only i32 to i4)
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, L = 8];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn narrow(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A, L]>) -> HbmTensor<i8, Chip, m![S, A, L]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![A, L]>(&mut ctx.tdma, 0);
    let y: DmTensor<i8, Chip, Cluster, m![S], m![A, L]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![A], m![L]>()
        .collect::<m![A], m![L]>()
        .cast::<i8, m![L # 32]>()
        .commit(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
