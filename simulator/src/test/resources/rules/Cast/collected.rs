// valid Cast::TYPE  (i32 narrowed to i8 straight after the collect: 8 lanes padded to 32)
// valid Cast::PACKET  (8 i32 = 32 bytes in, 32 i8 = 32 bytes out)
// invalid Cast::PACKET: ".cast::<i8, m![E % 8 # 32]>()" => ".cast::<i8, m![E % 8 # 16]>()"  (16 i8 = 16 bytes out, stream_tensor.rs:259)
// invalid Cast::PACKET: ".cast::<i8, m![E % 8 # 32]>()" => ".cast::<i8, m![E % 8 # 64]>()"  (64 i8 = two flits out)
// invalid Cast::PACKET: ".cast::<i8, m![E % 8 # 32]>()" => ".cast::<i8, m![E % 8]>()"  (8 i8 = 8 bytes out: the lanes not padded back to a flit)
// valid Cast::LAYOUT  (the output packet is the input's 8 lanes padded to 32)
// invalid Cast::LAYOUT: ".cast::<i8, m![E % 8 # 32]>()" => ".cast::<i8, m![E % 4 # 32]>()"  (a flit of 32 i8 that keeps 4 of the 8 lanes, stream_tensor.rs:265)
// invalid Cast::LAYOUT: ".cast::<i8, m![E % 8 # 32]>()" => ".cast::<i8, m![E % 2, E % 8 / 2 # 16]>()"  (the lanes reordered within the flit)
// invalid Cast::TYPE: ".cast::<i8, m![E % 8 # 32]>()" => ".cast::<i16, m![E % 8 # 16]>()"; "DmTensor<i8" => "DmTensor<i16"; "-> HbmTensor<i8" => "-> HbmTensor<i16"  (i32 to i16: no Cast<i16> for i32, cast.rs)
// invalid Cast::TYPE: ".cast::<i8, m![E % 8 # 32]>()" => ".cast::<bf16, m![E % 8 # 16]>()"; "DmTensor<i8" => "DmTensor<bf16"; "-> HbmTensor<i8" => "-> HbmTensor<bf16"  (i32 to bf16: only an f32 stream narrows to bf16)
// invalid Cast::TYPE: ".cast::<i8, m![E % 8 # 32]>()" => ".cast::<f32, m![E % 8]>()"; "DmTensor<i8" => "DmTensor<f32"; "-> HbmTensor<i8" => "-> HbmTensor<f32"  (i32 to f32 in the Cast Engine: the conversion is the Vector Engine's vector_fxp_to_fp)
// valid Cast::TYPE: ".cast::<i8, m![E % 8 # 32]>()" => ".cast::<i32, m![E % 8]>()"; "DmTensor<i8" => "DmTensor<i32"; "-> HbmTensor<i8" => "-> HbmTensor<i32"  (i32 to i32, the identity Cast: 8 lanes fill the flit)
// invalid Cast::TYPE: "x: &HbmTensor<i32" => "x: &HbmTensor<i8"; ".fetch::<i32, m![E / 8], m![E % 8]>()\n        .collect::<m![E / 8], m![E % 8]>()" => ".fetch::<i8, m![E / 8], m![E % 8]>()\n        .collect::<m![E / 8], m![E % 8 # 32]>()"  (an i8 stream cast: the Cast Engine takes VeScalar i32 or f32 only, stream_tensor.rs:229)
// base: "x: &HbmTensor<i32" => "x: &HbmTensor<f32"; ".fetch::<i32," => ".fetch::<f32,"; ".cast::<i8, m![E % 8 # 32]>()" => ".cast::<bf16, m![E % 8 # 16]>()"; "DmTensor<i8" => "DmTensor<bf16"; "-> HbmTensor<i8" => "-> HbmTensor<bf16"  (an f32 stream narrowed to bf16)
// valid Cast::PACKET  (8 f32 in, 16 bf16 out)
// invalid Cast::PACKET: ".cast::<bf16, m![E % 8 # 16]>()" => ".cast::<bf16, m![E % 8 # 32]>()"  (32 bf16 = 64 bytes out)
// invalid Cast::PACKET: ".cast::<bf16, m![E % 8 # 16]>()" => ".cast::<bf16, m![E % 8]>()"  (8 bf16 = 16 bytes out)
// invalid Cast::LAYOUT: ".cast::<bf16, m![E % 8 # 16]>()" => ".cast::<bf16, m![E % 8 / 2 # 16]>()"  (the flit keeps every second lane)
// invalid Cast::TYPE: ".cast::<bf16, m![E % 8 # 16]>()" => ".cast::<i8, m![E % 8 # 32]>()"; "DmTensor<bf16" => "DmTensor<i8"; "-> HbmTensor<bf16" => "-> HbmTensor<i8"  (f32 to i8: no Cast<i8> for f32)
// invalid Cast::TYPE: ".cast::<bf16, m![E % 8 # 16]>()" => ".cast::<i4, m![E % 8 # 64]>()"; "DmTensor<bf16, Chip, Cluster, m![S], m![E / 8, E % 8]>" => "DmTensor<i4, Chip, Cluster, m![S], m![E / 8, E % 8 # 16]>"; "-> HbmTensor<bf16" => "-> HbmTensor<i4"  (f32 to i4: only an i32 stream narrows to i4)
// valid Cast::TYPE: ".cast::<bf16, m![E % 8 # 16]>()" => ".cast::<f8e4m3, m![E % 8 # 32]>()"; "DmTensor<bf16" => "DmTensor<f8e4m3"; "-> HbmTensor<bf16" => "-> HbmTensor<f8e4m3"  (f32 to f8e4m3, 8 lanes padded to 32)
// base: ".cast::<i8, m![E % 8 # 32]>()" => ".cast::<i4, m![E % 8 # 64]>()"; "DmTensor<i8, Chip, Cluster, m![S], m![E / 8, E % 8]>" => "DmTensor<i4, Chip, Cluster, m![S], m![E / 8, E % 8 # 16]>"; "-> HbmTensor<i8" => "-> HbmTensor<i4"  (an i32 stream narrowed to i4, 16 nibbles committed per packet)
// valid Cast::PACKET  (8 i32 in, 64 i4 out)
// invalid Cast::PACKET: ".cast::<i4, m![E % 8 # 64]>()" => ".cast::<i4, m![E % 8 # 32]>()"  (32 i4 = 16 bytes out)
// invalid Cast::PACKET: ".cast::<i4, m![E % 8 # 64]>()" => ".cast::<i4, m![E % 8 # 65]>()"  (65 i4 = 32.5 bytes: no whole byte count, scalar.rs:18)
// valid Commit::IN_SIZE  (16 nibbles = 8 bytes committed per packet)
// invalid Commit::IN_SIZE: "m![E / 8, E % 8 # 16]>" => "m![E / 8, E % 8]>"  (8 nibbles = 4 bytes per packet)
// invalid Commit::IN_SIZE: "m![E / 8, E % 8 # 16]>" => "m![E / 8, E % 8 # 17]>"  (17 nibbles = 8.5 bytes per packet)
use furiosa_visa_std::prelude::*;

axes![S = 256, E = 64];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, E]>) -> HbmTensor<i8, Chip, m![S, E]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![E]>(&mut ctx.tdma, 0);
    let y_dm: DmTensor<i8, Chip, Cluster, m![S], m![E / 8, E % 8]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![E / 8], m![E % 8]>()
        .collect::<m![E / 8], m![E % 8]>()
        .cast::<i8, m![E % 8 # 32]>()
        .commit(1 << 12);
    y_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}
