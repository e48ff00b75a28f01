// valid Vector::VRF  (the VRF operand has an axis C that the stream only broadcasts (its fetch walks C over lhs, which lacks it))
// invalid Vector::VRF_SLICES + Kernel::UNMODELLED: "2048, C = 4" => "2048"; "type Slice = m![N / 8];\n" => "type Slice = m![N / 8];\ntype Element = m![N % 8];\n"; "outer" => "multiply"; "    rhs: &HbmTensor<i32, Chip, m![C, N]>,\n) -> HbmTensor<i32, Chip, m![C, N]> {\n    let lhs_dm = lhs.to_dm::<Cluster, Slice, m![N % 8]>(&mut ctx.tdma, 0);\n    let rhs_dm = rhs.to_dm::<Cluster, Slice, m![C, N % 8]>(&mut ctx.tdma, 1 << 8);\n\n    let rhs_vrf: VrfTensor<i32, Chip, Cluster, Slice, m![C, N % 8]> = ctx\n" => "    rhs: &HbmTensor<i32, Chip, m![N]>,\n) -> HbmTensor<i32, Chip, m![N]> {\n    let lhs_dm = lhs.to_dm::<Cluster, Slice, Element>(&mut ctx.tdma, 0);\n    let rhs_dm = rhs.to_dm::<Cluster, m![N % 256], m![N / 256]>(&mut ctx.tdma, 1 << 8);\n\n    let rhs_vrf: VrfTensor<i32, Chip, Cluster, m![N % 256], m![N / 256]> = ctx\n"; "        .begin(rhs_dm.view())\n        .fetch::<i32, m![C], m![N % 8]>()\n        .collect::<m![C], m![N % 8]>()\n" => "        .begin(rhs_dm.view())\n        .fetch::<i32, m![1], m![N / 256]>()\n        .collect::<m![1], m![N / 256]>()\n"; "        .fetch::<i32, m![C], m![N % 8]>()\n        .collect::<m![C], m![N % 8]>()\n" => "        .fetch::<i32, m![1], Element>()\n        .collect::<m![1], Element>()\n"; "        .commit::<m![C, N % 8]>(1 << 10);\n\n    product_dm.to_hbm::<m![C, N]>(&mut ctx.tdma, 1 << 20)\n" => "        .commit::<Element>(1 << 9);\n\n    product_dm.to_hbm(&mut ctx.tdma, 1 << 20)\n"  (rhs_vrf has Slice m![N % 256], the stream m![N / 8])
use furiosa_visa_std::prelude::*;

axes![N = 2048, C = 4];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![N / 8];

#[device(chip = 1)]
fn outer(
    ctx: &mut Context,
    lhs: &HbmTensor<i32, Chip, m![N]>,
    rhs: &HbmTensor<i32, Chip, m![C, N]>,
) -> HbmTensor<i32, Chip, m![C, N]> {
    let lhs_dm = lhs.to_dm::<Cluster, Slice, m![N % 8]>(&mut ctx.tdma, 0);
    let rhs_dm = rhs.to_dm::<Cluster, Slice, m![C, N % 8]>(&mut ctx.tdma, 1 << 8);

    let rhs_vrf: VrfTensor<i32, Chip, Cluster, Slice, m![C, N % 8]> = ctx
        .sub
        .begin(rhs_dm.view())
        .fetch::<i32, m![C], m![N % 8]>()
        .collect::<m![C], m![N % 8]>()
        .to_vrf(0);

    let product_dm = ctx
        .main
        .begin(lhs_dm.view())
        .fetch::<i32, m![C], m![N % 8]>()
        .collect::<m![C], m![N % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, &rhs_vrf)
        .vector_final()
        .commit::<m![C, N % 8]>(1 << 10);

    product_dm.to_hbm::<m![C, N]>(&mut ctx.tdma, 1 << 20)
}
