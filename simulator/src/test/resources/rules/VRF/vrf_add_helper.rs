// valid VRF::CAPACITY  (vrf_add with its DM tensors apart: the helper loads, puts rhs in the VRF at 0 and adds)
// valid VRF::CAPACITY: ".to_vrf(0)" => ".to_vrf(6 * 1024)"  (512 i32 from 6 KB end at 8 KB, the slice's VRF)
// invalid VRF::CAPACITY: ".to_vrf(6 * 1024)" => ".to_vrf(7 * 1024)"  (2 KB from 7 KB end at 9 KB, past the 8 KB VRF)
// invalid VRF::LAYOUT: "VrfTensor<i32, Chip, Cluster, m![A / 8 # 256], m![B]>" => "VrfTensor<i32, Chip, Cluster, m![A / 8 # 256], m![B / 2]>"  (the VRF tensor keeps half of B the stream holds: write_transpose's division, tensor_view.rs:63)
// invalid Commit::LAYOUT: "out: DmTensorViewMut<i32, Chip, Cluster, m![A / 8 # 256], m![B, A % 8]>" => "out: DmTensorViewMut<i32, Chip, Cluster, m![A / 8 # 256], m![A % 8, B]>"; "type ResultDmTensor = DmTensor<i32, Chip, Cluster, m![A / 8 # 256], m![B, A % 8]>" => "type ResultDmTensor = DmTensor<i32, Chip, Cluster, m![A / 8 # 256], m![A % 8, B]>"  (the output tensor in [A % 8, B] order: its outer 512 positions [A % 8, B / 8] are no transpose of the stream's Time [B], stream_tensor.rs:1703)
// invalid Vector::TYPE: "FxpBinaryOp::AddFxp" => "FpBinaryOp::AddF"  (a floating-point add on the i32 stream)
// invalid Fetch::COVERAGE: ".fetch::<i32, m![B], m![A % 8]>()" => ".fetch::<i32, m![B / 2], m![A % 8]>()"  (the fetch reads only half of B: write_transpose's division of [B / 2, A % 8] by the element [B, A % 8] fails, stream_tensor.rs:211)
// valid Type::ANNOTATION: ".to_vrf(0)" => ".to_vrf::<m![B]>(0)"  (the VRF load's turbofish is the let's Element)
// invalid Type::ANNOTATION: ".to_vrf::<m![B]>(0)" => ".to_vrf::<m![B / 8, B % 8]>(0)"  (B in two digits: the 512 i32 where m![B] stores them, but another type, so rustc rejects the let before the add could run)
// valid Type::ANNOTATION: ".to_vrf(0)" => ".to_vrf::<m![[B]]>(0)"  (brackets group: m![[B]] is Symbol<B>)
// base: "    let rhs_vrf: VrfTensor<i32, Chip, Cluster, m![A / 8 # 256], m![B]> = ctx\n        .sub\n        .begin(rhs_dm.view())\n        .fetch::<i32, m![1], m![B]>()\n        .collect::<m![B / 8], m![B % 8]>()\n        .to_vrf(0);" => "    let rhs_vrf: VrfTensor<i32, Chip, Cluster, m![A / 8 # 256], m![B]> = load_rhs(ctx, &rhs_dm);"; "fn vrf_add_kernel(" => "/// Loads a row operand of any Vector Engine type into the VRF at 0.\nfn load_rhs<D: VeScalar>(\n    ctx: &mut Context,\n    x: &DmTensor<D, Chip, Cluster, m![A / 8 # 256], m![B]>,\n) -> VrfTensor<D, Chip, Cluster, m![A / 8 # 256], m![B]> {\n    ctx.sub\n        .begin(x.view())\n        .fetch::<D, m![1], m![B]>()\n        .collect::<m![B / 8], m![B % 8]>()\n        .to_vrf(0)\n}\n\nfn vrf_add_kernel("  (the VRF load in a helper generic over the operand's type, bounded by VeScalar)
// valid VRF::TYPE  (D: VeScalar allows i32 and f32, the VRF's types; the kernel passes i32)
// invalid Type::BOUND + VRF::TYPE: "fn load_rhs<D: VeScalar>(" => "fn load_rhs<D: ScalarBytes + Cast<i8>>("  (the bounds allow i8 and i32 and the kernel passes i32, but they give neither the VeScalar that VrfTensor<D, …> asks of D, memory_tensor.rs:671, nor the one to_vrf asks)
// valid Type::BOUND: "fn load_rhs<D: VeScalar>(" => "fn load_rhs<D: VeScalar + ScalarBytes>("  (VeScalar gives Scalar too: both tensor types of the signature are well formed)
// invalid Type::BOUND + VRF::TYPE: "fn load_rhs<D: VeScalar + ScalarBytes>(" => "fn load_rhs<D: ScalarBytes>("  (ScalarBytes gives the DM tensor its Scalar but not the VRF tensor its VeScalar)
use furiosa_visa_std::prelude::*;

axes![A = 1024, B = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

fn vrf_add_kernel(
    ctx: &mut Context,
    lhs: HbmTensorView<i32, Chip, m![A, B]>,
    rhs: HbmTensorView<i32, Chip, m![B]>,
    out: DmTensorViewMut<i32, Chip, Cluster, m![A / 8 # 256], m![B, A % 8]>,
) {
    let lhs_dm = lhs.to_dm::<Cluster, m![A / 8 # 256], m![B, A % 8]>(&mut ctx.tdma, 0);
    let rhs_dm = rhs.to_dm::<Cluster, m![A / 8 # 256], m![B]>(&mut ctx.tdma, 0x4000);

    let rhs_vrf: VrfTensor<i32, Chip, Cluster, m![A / 8 # 256], m![B]> = ctx
        .sub
        .begin(rhs_dm.view())
        .fetch::<i32, m![1], m![B]>()
        .collect::<m![B / 8], m![B % 8]>()
        .to_vrf(0);

    ctx.main
        .begin(lhs_dm.view())
        .fetch::<i32, m![B], m![A % 8]>()
        .collect::<m![B], m![A % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, &rhs_vrf)
        .vector_final()
        .commit_view(out);
}

#[device(chip = 1)]
pub fn vrf_add(
    ctx: &mut Context,
    lhs: &HbmTensor<i32, Chip, m![A, B]>,
    rhs: &HbmTensor<i32, Chip, m![B]>,
) -> HbmTensor<i32, Chip, m![A, B]> {
    type ResultDmTensor = DmTensor<i32, Chip, Cluster, m![A / 8 # 256], m![B, A % 8]>;
    let mut result = unsafe { ResultDmTensor::from_addr(0x8000) };
    vrf_add_kernel(ctx, lhs.view(), rhs.view(), result.view_mut());
    result.to_hbm(&mut ctx.tdma, 0x3000)
}
