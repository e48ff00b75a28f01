// valid Vector::TYPE  (a pass generic over D: VeScalar, i32 or f32, each an element type the Vector Engine computes on; the kernel passes f32)
// invalid Vector::TYPE: "<D: VeScalar>" => "<D: Scalar>"  (rustc types the body against D: Scalar, which does not give vector_init's D: VeScalar, stream_tensor.rs:1195: rejected though the kernel passes f32)
// invalid Vector::TYPE: "<D: VeScalar>" => "<D: ScalarBytes>"  (ScalarBytes allows i8, i16, u8, bf16 and f8e4m3 too)
// invalid Vector::TYPE: "<D: VeScalar>" => "<D: ContractionCast>"  (the contraction's input types, i4, i8, bf16, f8e4m3: none is a Vector Engine type)
// valid Vector::TYPE: "<D: VeScalar>" => "<D: ScalarBytes + VeScalar>"  (the bounds together allow i32 and f32 only)
// valid Vector::TYPE: "<D: VeScalar>(" => "<D>("; "m![A % 2]> {\n    ctx.main" => "m![A % 2]>\nwhere\n    D: VeScalar,\n{\n    ctx.main"  (the bound in a where clause)
// invalid Vector::TYPE: "D: VeScalar," => "D: Copy + Scalar,"  (a where clause of traits every scalar type has: i8 gets to vector_init)
// valid Vector::TYPE: "<D: VeScalar>" => "<D: VeScalar + Cast<i4>>"; "&HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]>" => "&HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]>"  (VeScalar and Cast<i4> together allow i32 alone, which the kernel passes)
// invalid Vector::TYPE: "<D: VeScalar + Cast<i4>>" => "<D: ScalarBytes + Cast<i4>>"  (ScalarBytes and Cast<i4> allow i32 alone too, a Vector Engine type, but neither gives VeScalar, the bound vector_init asks, stream_tensor.rs:1195: rustc proves a bound from the bounds written, not from the types they allow)
// invalid Type::BOUND + Fetch::CAST + Vector::TYPE: "<D: VeScalar>" => "<D: Cast<i4>>"; "&HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]>" => "&HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]>"  (Cast<i4> gives neither Scalar, which DmTensor<D, …> asks and the fetch of D as D needs for the blanket FetchCast<D> for D, cast.rs:28, nor VeScalar)
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

fn passed<D: VeScalar>(ctx: &mut Context, x_dm: &DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2]>) -> DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2]> {
    ctx.main
        .begin(x_dm.view())
        .fetch::<D, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_final()
        .commit(0x2000)
}

#[device(chip = 1)]
fn kernel(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);
    let result = passed(ctx, &input_dm);
    result.to_hbm(&mut ctx.tdma, 0x3000)
}
