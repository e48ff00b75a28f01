// VRF::OVERLAP, invalid: other at 16 overlaps rhs_vrf [0, 32), which is read afterwards
use furiosa_visa_std::prelude::*;

axes![N = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![N / 8];
type Element = m![N % 8];

#[device(chip = 1)]
fn multiply(
    ctx: &mut Context,
    lhs: &HbmTensor<i32, Chip, m![N]>,
    rhs: &HbmTensor<i32, Chip, m![N]>,
) -> HbmTensor<i32, Chip, m![N]> {
    let lhs_dm = lhs.to_dm::<Cluster, Slice, Element>(&mut ctx.tdma, 0);
    let rhs_dm = rhs.to_dm::<Cluster, Slice, Element>(&mut ctx.tdma, 1 << 8);

    let rhs_vrf: VrfTensor<i32, Chip, Cluster, Slice, Element> = ctx
        .sub
        .begin(rhs_dm.view())
        .fetch::<i32, m![1], Element>()
        .collect::<m![1], Element>()
        .to_vrf(0);
    let other: VrfTensor<i32, Chip, Cluster, Slice, Element> = ctx
        .sub
        .begin(lhs_dm.view())
        .fetch::<i32, m![1], Element>()
        .collect::<m![1], Element>()
        .to_vrf(16);

    let product_dm = ctx
        .main
        .begin(lhs_dm.view())
        .fetch::<i32, m![1], Element>()
        .collect::<m![1], Element>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, &rhs_vrf)
        .vector_final()
        .commit::<Element>(1 << 9);

    product_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}
