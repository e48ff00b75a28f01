// BROKEN ON PURPOSE: elementwise multiplication that writes its result over rhs in HBM.
//
// rhs lives at 1 << 28 of the chip's HBM for the whole kernel, and the result is written to the
// same address (HBM::OVERLAP at the result's .to_hbm). Everything else is as in
// ../elementwise_multiplication.rs.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![N = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![N / 8];
type Element = m![N % 8];

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(2);
    let lhs = HostTensor::<i32, m![N]>::rand(&mut rng);
    let rhs = HostTensor::<i32, m![N]>::rand(&mut rng);
    let lhs_hbm = lhs.to_hbm(&mut ctx.pdma, 0).await;
    let rhs_hbm = rhs.to_hbm(&mut ctx.pdma, 1 << 28).await;
    let out_hbm = launch(multiply, (&mut ctx, &lhs_hbm, &rhs_hbm)).await;
    let _out = out_hbm.to_host::<m![N]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn multiply(
    ctx: &mut Context,
    lhs: &HbmTensor<i32, Chip, m![N]>,
    rhs: &HbmTensor<i32, Chip, m![N]>,
) -> HbmTensor<i32, Chip, m![N]> {
    let lhs_dm = lhs.to_dm::<Cluster, Slice, Element>(&mut ctx.tdma, 0);
    let rhs_dm = rhs.to_dm::<Cluster, Slice, Element>(&mut ctx.tdma, 1 << 12);

    let rhs_vrf: VrfTensor<i32, Chip, Cluster, Slice, Element> = ctx
        .sub
        .begin(rhs_dm.view())
        .fetch::<i32, m![1], Element>()
        .collect::<m![1], Element>()
        .to_vrf(0);

    let out_dm = ctx
        .main
        .begin(lhs_dm.view())
        .fetch::<i32, m![1], Element>()
        .collect::<m![1], Element>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, &rhs_vrf)
        .vector_final()
        .commit::<Element>(1 << 13);

    out_dm.to_hbm(&mut ctx.tdma, 1 << 28)
}
