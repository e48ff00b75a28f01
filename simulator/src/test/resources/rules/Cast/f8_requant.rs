// valid Fetch::CAST  (f8e4m3 widened to f32 as it is fetched, clipped to the format's largest finite value and cast back)
// invalid Fetch::CAST + Vector::TYPE: ".fetch::<f32, m![T, L / 8], m![L % 8]>()\n        .collect::<m![T, L / 8], m![L % 8]>()" => ".fetch::<bf16, m![T, L / 16], m![L % 16]>()\n        .collect::<m![T, L / 16], m![L % 16]>()"  (f8e4m3 fetched as bf16: the Fetch Adapter widens it to f32 only, cast.rs:8; rustc types the fetch bf16 still, and its vector_init wants a VeScalar: both are reported)
// valid Cast::TYPE  (f32 narrowed to f8e4m3, 8 lanes padded to 32)
// invalid Cast::TYPE: ".cast::<f8e4m3, m![L % 8 # 32]>()" => ".cast::<i8, m![L % 8 # 32]>()"; "let y: DmTensor<f8e4m3" => "let y: DmTensor<i8"; "-> HbmTensor<f8e4m3" => "-> HbmTensor<i8"  (f32 to i8: no Cast<i8> for f32)
// valid Commit::IN_SIZE  (8 f8e4m3 = 8 bytes committed per packet)
// invalid Commit::IN_SIZE: ".fetch::<f32, m![T, L / 8], m![L % 8]>()\n        .collect::<m![T, L / 8], m![L % 8]>()" => ".fetch::<f32, m![T, L / 4], m![L % 4 # 8]>()\n        .collect::<m![T, L / 4], m![L % 4 # 8]>()"; ".cast::<f8e4m3, m![L % 8 # 32]>()" => ".cast::<f8e4m3, m![L % 4 # 32]>()"  (4 f8e4m3 = 4 bytes committed per packet, stream_tensor.rs:1709)
// valid Vector::TYPE  (an f32 clip bound)
// invalid Vector::TYPE: "ClipBinaryOpF32::Min, 448.0f32" => "ClipBinaryOpF32::Min, 448"  (an i32 bound on the f32 stream)
use furiosa_visa_std::prelude::*;

axes![S = 256, T = 4, L = 32];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn requant(ctx: &mut Context, x: &HbmTensor<f8e4m3, Chip, m![S, T, L]>) -> HbmTensor<f8e4m3, Chip, m![S, T, L]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![T, L]>(&mut ctx.tdma, 0);
    let y: DmTensor<f8e4m3, Chip, Cluster, m![S], m![T, L]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![T, L / 8], m![L % 8]>()
        .collect::<m![T, L / 8], m![L % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_clip(ClipBinaryOpF32::Min, 448.0f32)
        .vector_final()
        .cast::<f8e4m3, m![L % 8 # 32]>()
        .commit(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
