// valid VRF::LAYOUT  (the reference crate's ve_elementwise_vrf: a 256-entry bias in each slice's VRF added to every row)
// valid Vector::VRF_SLICES  (the bias collected on the stream's own slices m![A / 2])
// invalid VRF::LAYOUT: "let vrf: VrfTensor<i32, Chip, Cluster, m![A / 2], m![B]>" => "let vrf: VrfTensor<i32, Chip, Cluster, m![A / 2], m![B % 128]>"  (a VRF tensor of half the bias: to_vrf divides its mapping by the stream's, which holds B / 128 too, tensor_view.rs:63)
// valid VRF::LAYOUT: "let vrf: VrfTensor<i32, Chip, Cluster, m![A / 2], m![B]>" => "let vrf: VrfTensor<i32, Chip, Cluster, m![A / 2], m![B # 512]>"  (the bias padded to 512 entries: the quotient is padding)
// valid VRF::CAPACITY: ".to_vrf(0)" => ".to_vrf(0x1c00)"  (1024 bytes at 7168: the VRF's last byte is 8191)
// invalid VRF::CAPACITY: ".to_vrf(0x1c00)" => ".to_vrf(0x1c20)"  (32 bytes past the 8 KB VRF of a slice)
// invalid Vector::VRF_SLICES + Kernel::UNMODELLED: "let vrf_dm = vrf_data.to_dm::<Cluster, m![A / 2], m![B]>(&mut ctx.tdma, 0x2000);\n\n    let vrf: VrfTensor<i32, Chip, Cluster, m![A / 2], m![B]>" => "let vrf_dm = vrf_data.to_dm::<Cluster, m![A % 256], m![B]>(&mut ctx.tdma, 0x2000);\n\n    let vrf: VrfTensor<i32, Chip, Cluster, m![A % 256], m![B]>"  (the bias spread over the slices by A % 256 where the stream's slices are A / 2: each slice's Vector Engine reads its own VRF; the reference relabels by index, vector_engine/operand.rs:58-59, so a warning, and no run past it is the reference's)
use furiosa_visa_std::prelude::*;

axes![A = 512, B = 256];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
pub fn ve_elementwise_vrf(
    ctx: &mut Context,
    input: &HbmTensor<i32, Chip, m![A, B]>,
    vrf_data: &HbmTensor<i32, Chip, m![B]>,
) -> HbmTensor<i32, Chip, m![A, B]> {
    let input_intermediate: HbmTensor<i32, Chip, m![B, A]> = input.to_hbm(&mut ctx.tdma, 0x8000);
    let input_dm = input_intermediate.to_dm::<Cluster, m![A / 2], m![B, A % 2]>(&mut ctx.tdma, 0x1000);
    let vrf_dm = vrf_data.to_dm::<Cluster, m![A / 2], m![B]>(&mut ctx.tdma, 0x2000);

    let vrf: VrfTensor<i32, Chip, Cluster, m![A / 2], m![B]> = ctx
        .sub
        .begin(vrf_dm.view())
        .fetch::<i32, m![1], m![B]>()
        .collect::<m![B / 8], m![B % 8]>()
        .to_vrf(0);

    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![B, A % 2]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<i32, m![B], m![A % 2]>()
        .collect::<m![B], m![A % 2 # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, &vrf)
        .vector_final()
        .commit(0x3000);

    result.to_hbm(&mut ctx.tdma, 0x5000)
}
