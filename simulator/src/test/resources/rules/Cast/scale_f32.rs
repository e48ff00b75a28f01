// valid Cast::TYPE  (f32 scaled in the Vector Engine, narrowed to bf16: 4 f32 lanes padded to one flit of 16 bf16)
// invalid Cast::TYPE: "cast::<bf16, m![D % 4 # 16]>" => "cast::<i8, m![D % 4 # 32]>"; "HbmTensor<bf16, Chip, m![R, D]>" => "HbmTensor<i8, Chip, m![R, D]>"; "DmTensor<bf16, Chip" => "DmTensor<i8, Chip"  (f32 to i8: the reference has no Cast<i8> for f32, cast.rs)
// invalid Cast::TYPE: "cast::<bf16, m![D % 4 # 16]>" => "cast::<i32, m![D % 4 # 8]>"; "HbmTensor<bf16, Chip, m![R, D]>" => "HbmTensor<i32, Chip, m![R, D]>"; "DmTensor<bf16, Chip" => "DmTensor<i32, Chip"  (f32 to i32 in the Cast Engine: only f32, bf16 or f8e4m3 from f32)
// valid Cast::TYPE: "cast::<bf16, m![D % 4 # 16]>" => "cast::<f32, m![D % 4 # 8]>"; "HbmTensor<bf16, Chip, m![R, D]>" => "HbmTensor<f32, Chip, m![R, D]>"; "DmTensor<bf16, Chip" => "DmTensor<f32, Chip"  (f32 to f32: the identity Cast)
// valid Cast::LAYOUT  (the 4 f32 lanes and their padding padded to one flit of 16 bf16)
// invalid Cast::LAYOUT: "cast::<bf16, m![D % 4 # 16]>" => "cast::<bf16, m![D % 2 # 16]>"  (the cast packet keeps only D % 2 of the lanes, stream_tensor.rs:265)
// invalid Cast::LAYOUT: "cast::<bf16, m![D % 4 # 16]>" => "cast::<bf16, m![D % 2 # 8, D % 4 / 2]>"  (the lanes reordered, 16 bf16: the reference pads the input packet, it does not permute it)
// valid Cast::PACKET  (one 32-byte flit in, one out)
// invalid Cast::PACKET: "cast::<bf16, m![D % 4 # 16]>" => "cast::<bf16, m![D % 4 # 8]>"  (8 bf16 = 16 bytes out, stream_tensor.rs:259)
// invalid Cast::PACKET: "cast::<bf16, m![D % 4 # 16]>" => "cast::<bf16, m![D % 4 # 32]>"  (32 bf16 = 64 bytes out)
// valid Vector::TYPE  (an f32 stream scaled by an f32 constant)
// invalid Vector::TYPE: "(FpBinaryOp::MulF(FpMulAlu::Mul0), SCALE)" => "(FpBinaryOp::MulF(FpMulAlu::Mul0), 3)"; "const SCALE: f32 = 0.5;\n" => ""  (an i32 constant multiplied into an f32 stream)
// invalid Type::ELEMENT: "cast::<bf16, m![D % 4 # 16]>" => "cast::<f16, m![D % 4 # 16]>"  (f16 out of the Cast Engine inside the helper scale_rows: no Scalar of the reference, and the kernel calling it stops there)
use furiosa_visa_std::prelude::*;

axes![R = 512, D = 64];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![R / 2];

const SCALE: f32 = 0.5;

/// Scales each row by SCALE and narrows it for storage.
fn scale_rows(
    ctx: &mut Context,
    x: &DmTensor<f32, Chip, Cluster, Slice, m![R % 2, D]>,
    at: usize,
) -> DmTensor<bf16, Chip, Cluster, Slice, m![R % 2, D]> {
    ctx.main
        .begin(x.view())
        .fetch::<f32, m![R % 2, D / 4], m![D % 4 # 8]>()
        .collect::<m![R % 2, D / 4], m![D % 4 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![D % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), SCALE)
        .vector_pad_way8::<m![D % 4 # 8]>()
        .vector_final()
        .cast::<bf16, m![D % 4 # 16]>()
        .commit(at)
}

#[device(chip = 1)]
fn scaled(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![R, D]>) -> HbmTensor<bf16, Chip, m![R, D]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![R % 2, D]>(&mut ctx.tdma, 0);
    let y = scale_rows(ctx, &x_dm, 1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
