// valid VRF::CAPACITY  (32 bytes at 8160)
// invalid VRF::CAPACITY: "8160" => "8168"  (32 bytes at 8168 end at 8200)
// valid VRF::LAYOUT: "8160" => "0"  (to_vrf's Element is the stream's [Time, Packet])
// valid VRF::LAYOUT: "8160" => "0"; "Chip, Cluster, Slice, Element" => "Chip, Cluster, Slice, m![N % 4, N % 8 / 4]"  (the VRF Element swaps the halves of the packet: the reference's to_vrf relabels by index, stream_tensor.rs:1187, and the operand is read by index)
// invalid VRF::LAYOUT: "m![N % 4, N % 8 / 4]" => "m![N % 4]"  (the Element lacks N % 8 / 4 of the stream: the reference's division fails, tensor_view.rs:63)
// invalid VRF::LAYOUT: "m![N % 4, N % 8 / 4]" => "m![N % 4, N % 8 / 4, N / 8 % 2]"  (the Element holds N / 8 % 2 beyond the stream's [Time, Packet]: a broadcast the reference refuses, tensor_view.rs:75)
// valid VRF::OVERLAP: "        .to_vrf(8160);\n" => "        .to_vrf(0);\n    let other: VrfTensor<i32, Chip, Cluster, Slice, Element> = ctx\n        .sub\n        .begin(lhs_dm.view())\n        .fetch::<i32, m![1], Element>()\n        .collect::<m![1], Element>()\n        .to_vrf(32);\n"  (other at 32, next to rhs_vrf [0, 32))
// invalid VRF::OVERLAP: ".to_vrf(32" => ".to_vrf(16"  (other at 16 overlaps rhs_vrf [0, 32), which is read afterwards)
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
        .to_vrf(8160);

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
