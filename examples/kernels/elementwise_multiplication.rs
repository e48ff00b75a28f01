// Elementwise multiplication of two 8192-element i32 vectors, 32 elements per slice.
//
// The sub context loads rhs into each slice's vector register file (VRF); the main context streams
// lhs through the Vector Engine, which multiplies every element by its VRF counterpart (MulInt
// wraps on overflow, as the hardware does). Every tensor has its own DM and HBM range.
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;

axes![N = 8192];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![N / 32];        // 256 slices
type Element = m![N % 32];      // 32 i32 = 128 bytes per slice
type Time = m![N % 32 / 8];     // four flits per slice
type Packet = m![N % 8];

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(11);

    let lhs = HostTensor::<i32, m![N]>::rand(&mut rng);
    let rhs = HostTensor::<i32, m![N]>::rand(&mut rng);
    let lhs_hbm = lhs.to_hbm(&mut ctx.pdma, 0).await;
    let rhs_hbm = rhs.to_hbm(&mut ctx.pdma, 1 << 16).await;

    let product_hbm = launch(multiply, (&mut ctx, &lhs_hbm, &rhs_hbm)).await;
    let _product = product_hbm.to_host::<m![N]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
fn multiply(
    ctx: &mut Context,
    lhs: &HbmTensor<i32, Chip, m![N]>,
    rhs: &HbmTensor<i32, Chip, m![N]>,
) -> HbmTensor<i32, Chip, m![N]> {
    let lhs_dm = lhs.to_dm::<Cluster, Slice, Element>(&mut ctx.tdma, 0);
    let rhs_dm = rhs.to_dm::<Cluster, Slice, Element>(&mut ctx.tdma, 1 << 8);

    // Sub context: rhs into the VRF, 128 bytes per slice.
    let rhs_vrf: VrfTensor<i32, Chip, Cluster, Slice, Element> = ctx
        .sub
        .begin(rhs_dm.view())
        .fetch::<i32, Time, Packet>()
        .collect::<Time, Packet>()
        .to_vrf(0);

    // Main context: lhs times the VRF operand, element by element.
    let product_dm = ctx
        .main
        .begin(lhs_dm.view())
        .fetch::<i32, Time, Packet>()
        .collect::<Time, Packet>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::MulInt, &rhs_vrf)
        .vector_final()
        .commit::<Element>(1 << 9);

    product_dm.to_hbm(&mut ctx.tdma, 2 << 16)
}
