// valid VRF::CAPACITY  (a trait's associated const places the operand in the VRF's last 32 bytes, 8160 to 8192)
// invalid VRF::CAPACITY: "const AT: Address = 8160;" => "const AT: Address = 8168;"  (the associated const 8 bytes later: the operand ends at 8200, past the 8192 of a slice's VRF)
// valid VRF::LAYOUT: "const AT: Address = 8160;" => "const AT: Address = 8128;"; "type Order = m![N % 8];" => "type Order = m![N % 8 / 4, N % 4];"  (the associated type writes the stream's N % 8 as two factors: the same indices, each once)
// invalid VRF::LAYOUT: "type Order = m![N % 8 / 4, N % 4];" => "type Order = m![N % 8 / 4, N % 4, N / 8 % 2];"  (the associated type adds N / 8 % 2, which the Slice holds: a broadcast to_vrf refuses, tensor_view.rs:75)
// invalid VRF::LAYOUT: "type Order = m![N % 8 / 4, N % 4];" => "type Order = m![N % 4];"  (the associated type drops N % 8 / 4 of the stream: the division fails, tensor_view.rs:63)
use furiosa_visa_std::prelude::*;

axes![N = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![N / 8];
type Element = m![N % 8];

/// Where a multiplier's right operand waits in the VRF, and in which element order.
trait Staging {
    /// The VRF element order of the operand.
    type Order: M;
    /// The VRF address of the operand.
    const AT: Address;
}

/// The operand in the stream's own order, in the VRF's last 32 bytes.
struct Last;

impl Staging for Last {
    type Order = m![N % 8];
    const AT: Address = 8160;
}

/// Stages the right operand in the VRF as `S` says.
fn stage<S: Staging>(
    ctx: &mut Context,
    rhs: &DmTensor<i32, Chip, Cluster, Slice, Element>,
) -> VrfTensor<i32, Chip, Cluster, Slice, S::Order> {
    ctx.sub
        .begin(rhs.view())
        .fetch::<i32, m![1], Element>()
        .collect::<m![1], Element>()
        .to_vrf(S::AT)
}

#[device(chip = 1)]
fn multiply(
    ctx: &mut Context,
    lhs: &HbmTensor<i32, Chip, m![N]>,
    rhs: &HbmTensor<i32, Chip, m![N]>,
) -> HbmTensor<i32, Chip, m![N]> {
    let lhs_dm = lhs.to_dm::<Cluster, Slice, Element>(&mut ctx.tdma, 0);
    let rhs_dm = rhs.to_dm::<Cluster, Slice, Element>(&mut ctx.tdma, 1 << 8);
    let rhs_vrf = stage::<Last>(ctx, &rhs_dm);

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
