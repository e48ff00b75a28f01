// valid Vector::TYPE  (an impl generic over D: VeScalar whose method steps a D stream through lets into the Vector Engine; two kernels call it with f32 and i32)
// invalid Vector::TYPE: "impl<D: VeScalar> Pass<D>" => "impl<D: Scalar> Pass<D>"  (rustc types run against the impl's D: Scalar and carries D through each let: collected.vector_init() asks D: VeScalar, stream_tensor.rs:1195, though both kernels pass Vector Engine types)
// invalid Vector::TYPE: "impl<D: VeScalar> Pass<D>" => "impl<D: ScalarBytes> Pass<D>"  (ScalarBytes allows i8, i16, u8, bf16 and f8e4m3 too)
// invalid Vector::TYPE: "impl<D: VeScalar> Pass<D>" => "impl<D: ContractionCast> Pass<D>"  (i4, i8, bf16, f8e4m3: none a Vector Engine type)
// invalid Type::BOUND + Fetch::CAST + Vector::TYPE: "impl<D: VeScalar> Pass<D>" => "impl<D: Cast<i32>> Pass<D>"  (Cast<i32> gives neither Scalar, which DmTensor<D, …> asks, memory_tensor.rs:371, and the fetch of D as D needs for FetchCast<D>, cast.rs:28, nor VeScalar)
// valid Vector::TYPE: "impl<D: VeScalar> Pass<D> {" => "impl<D> Pass<D>\nwhere\n    D: VeScalar,\n{"  (the impl's bound in its where clause)
// invalid Vector::TYPE: "    D: VeScalar," => "    D: Scalar + Copy,"  (a where clause of traits every scalar type has)
// valid Vector::TYPE: "impl<D: VeScalar> Pass<D>" => "impl<D: Scalar> Pass<D>"; "m![A % 2]> {\n        let view" => "m![A % 2]>\n    where\n        D: VeScalar,\n    {\n        let view"  (the method's own where clause adds VeScalar to the impl's D: Scalar, as rustc allows)
// invalid Vector::TYPE: "        D: VeScalar," => "        D: ScalarBytes,"  (the method's where clause adds ScalarBytes, which does not give VeScalar)
// valid Vector::TYPE: "        let branched = collected.vector_init()" => "        let started = collected.vector_init();\n        let branched = started"  (the Vector Engine stream itself bound by a let)
// invalid Vector::TYPE: "impl<D: VeScalar> Pass<D>" => "impl<D: Scalar> Pass<D>"  (the obligation still on collected.vector_init(), two lets from the parameter)
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

struct Pass<D> {
    base: Address,
    marker: std::marker::PhantomData<D>,
}

impl<D: VeScalar> Pass<D> {
    fn new(base: Address) -> Self {
        Self { base, marker: std::marker::PhantomData }
    }

    fn run(&self, ctx: &mut Context, x_dm: &DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2]>) -> DmTensor<D, Chip, Cluster, m![A / 2], m![A % 2]> {
        let view = x_dm.view();
        let fetched = ctx.main.begin(view).fetch::<D, m![1], m![A % 2]>();
        let collected = fetched.collect::<m![1], m![A % 2 # 8]>();
        let branched = collected.vector_init().vector_intra_slice_branch(BranchMode::Unconditional);
        branched.vector_final().commit(self.base)
    }
}

#[device(chip = 1)]
fn kernel_f32(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);
    let pass = Pass::<f32>::new(0x2000);
    let result = pass.run(ctx, &input_dm);
    result.to_hbm(&mut ctx.tdma, 0x3000)
}

#[device(chip = 1)]
fn kernel_i32(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);
    let pass: Pass<i32> = Pass::new(0x2000);
    let result = pass.run(ctx, &input_dm);
    result.to_hbm(&mut ctx.tdma, 0x3000)
}
