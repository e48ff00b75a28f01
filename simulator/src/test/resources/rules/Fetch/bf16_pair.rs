// valid Fetch::INTERLEAVE  (two bf16 tensors of one layout interleaved along I = 2 and widened to f32 as they are fetched)
// invalid Fetch::INTERLEAVE: "    rhs: &HbmTensor<bf16, Chip, m![A]>,\n" => "    rhs: &HbmTensor<f32, Chip, m![A]>,\n"  (an f32 rhs with a bf16 lhs: begin_interleaved takes one D, context.rs:214)
// invalid Fetch::INTERLEAVE: "let r = rhs.to_dm::<Cluster, m![A / 8], m![A % 8]>" => "let r = rhs.to_dm::<Cluster, m![A / 16, A % 2], m![A % 16 / 2]>"  (rhs laid out otherwise than lhs: begin_interleaved takes one Slice and Element)
// valid Vector::TYPE  (ClipBinaryOpF32::Max zips the f32 pair)
// invalid Vector::TYPE: "ClipBinaryOpF32::Max" => "ClipBinaryOpI32::Max"  (an i32 clip zipping the f32 pair)
// valid Vector::UNZIP  (TileTime m![1 # 2]: I taken out of Time as padding)
// invalid Vector::UNZIP: ".vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()" => ".vector_intra_slice_unzip::<I, m![1 # 4], m![1]>()"  (TileTime padded to 4 where the tile by I keeps 2)
// valid Fetch::CAST  (bf16 widened to f32)
// invalid Fetch::CAST: ".fetch::<f32, m![I], m![A % 8]>()" => ".fetch::<i32, m![I], m![A % 8]>()"; "ClipBinaryOpF32::Max" => "ClipBinaryOpI32::Max"; "DmTensor<f32" => "DmTensor<i32"; "-> HbmTensor<f32" => "-> HbmTensor<i32"  (bf16 fetched as i32)
use furiosa_visa_std::prelude::*;

axes![A = 2048, I = 2];

type Chip = m![1];
type Cluster = m![1 # 2];

/// The lane-wise maximum of two bf16 tensors, in f32.
#[device(chip = 1)]
fn pair_max(
    ctx: &mut Context,
    lhs: &HbmTensor<bf16, Chip, m![A]>,
    rhs: &HbmTensor<bf16, Chip, m![A]>,
) -> HbmTensor<f32, Chip, m![A]> {
    let l = lhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 0);
    let r = rhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma, 1 << 12);
    let out: DmTensor<f32, Chip, Cluster, m![A / 8], m![A % 8]> = ctx
        .main
        .begin_interleaved::<I, _, _, _, _, _>(l.view(), r.view())
        .fetch::<f32, m![I], m![A % 8]>()
        .collect::<m![I], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
        .vector_clip_zip(ClipBinaryOpF32::Max)
        .vector_final()
        .commit(1 << 13);
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}
