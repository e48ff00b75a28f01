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
