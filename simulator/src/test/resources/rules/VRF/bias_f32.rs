// valid VRF::CAPACITY  (the bias, 16 × 4 f32 = 256 bytes, at BIAS_AT = 7936 ends at the VRF's 8192)
// invalid VRF::CAPACITY: "const BIAS_AT: usize = 7936;" => "const BIAS_AT: usize = 7944;"  (it ends at 8200)
// valid VRF::TYPE  (an f32 bias)
// invalid VRF::TYPE: "    bias: &HbmTensor<f32, Chip, m![S, T, L]>,\n" => "    bias: &HbmTensor<bf16, Chip, m![S, T, L]>,\n"; "VrfTensor<f32, Chip, Cluster, Slice, m![T, L]>" => "VrfTensor<bf16, Chip, Cluster, Slice, m![T, L]>"; "        .fetch::<f32, m![T], m![L # 8]>()\n        .collect::<m![T], m![L # 8]>()\n        .to_vrf" => "        .fetch::<bf16, m![T], m![L # 16]>()\n        .collect::<m![T], m![L # 16]>()\n        .to_vrf"  (a bf16 bias in the VRF: the Vector Engine computes on i32 or f32 only)
// valid VRF::OVERLAP: "    let y = ctx\n" => "    let scale: VrfTensor<f32, Chip, Cluster, Slice, m![T, L]> = ctx\n        .sub\n        .begin(b_dm.view())\n        .fetch::<f32, m![T], m![L # 8]>()\n        .collect::<m![T], m![L # 8]>()\n        .to_vrf(BIAS_AT - 256);\n    let y = ctx\n"  (a second VRF tensor just below the bias)
// invalid VRF::OVERLAP: "BIAS_AT - 256" => "BIAS_AT - 248"  (it lies over the bias's first 8 bytes, and the bias is read afterwards)
// valid Vector::WAY  (the f32 add on 4 lanes)
// invalid Vector::WAY: "        .vector_trim_way4::<m![L]>()\n" => ""; "        .vector_pad_way8::<m![L # 8]>()\n" => ""  (vector_fp_binary on 8 lanes: the reference defines it on Way4, vector_engine/tensor/verify.rs)
// valid Vector::VRF  (the bias has the stream's type and axes)
// invalid Vector::VRF: "axes![S = 256, T = 16, L = 4];" => "axes![S = 256, T = 16, L = 4, U = 2];"; "    bias: &HbmTensor<f32, Chip, m![S, T, L]>,\n" => "    bias: &HbmTensor<f32, Chip, m![S, U, T, L]>,\n"; "VrfTensor<f32, Chip, Cluster, Slice, m![T, L]>" => "VrfTensor<f32, Chip, Cluster, Slice, m![U, T, L]>"; "bias.to_dm::<Cluster, Slice, m![T, L]>" => "bias.to_dm::<Cluster, Slice, m![U, T, L]>"; "        .fetch::<f32, m![T], m![L # 8]>()\n        .collect::<m![T], m![L # 8]>()\n        .to_vrf" => "        .fetch::<f32, m![U, T], m![L # 8]>()\n        .collect::<m![U, T], m![L # 8]>()\n        .to_vrf"; "const BIAS_AT: usize = 7936;" => "const BIAS_AT: usize = 0;"  (the bias holds an axis U the stream lacks)
// valid Vector::VRF: "    bias: &HbmTensor<f32, Chip, m![S, T, L]>,\n" => "    bias: &HbmTensor<f32, Chip, m![S, L]>,\n"; "VrfTensor<f32, Chip, Cluster, Slice, m![T, L]>" => "VrfTensor<f32, Chip, Cluster, Slice, m![L]>"; "bias.to_dm::<Cluster, Slice, m![T, L]>" => "bias.to_dm::<Cluster, Slice, m![L # 8]>"; "        .fetch::<f32, m![T], m![L # 8]>()\n        .collect::<m![T], m![L # 8]>()\n        .to_vrf" => "        .fetch::<f32, m![1], m![L # 8]>()\n        .collect::<m![1], m![L # 8]>()\n        .to_vrf"  (a bias of L only, broadcast over the stream's T: the reference transposes the VRF operand to the stream allowing broadcast, operand.rs:59)
use furiosa_visa_std::prelude::*;

axes![S = 256, T = 16, L = 4];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![S];

const BIAS_AT: usize = 7936;

#[device(chip = 1)]
fn add_bias(
    ctx: &mut Context,
    x: &HbmTensor<f32, Chip, m![S, T, L]>,
    bias: &HbmTensor<f32, Chip, m![S, T, L]>,
) -> HbmTensor<f32, Chip, m![S, T, L]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![T, L]>(&mut ctx.tdma, 0);
    let b_dm = bias.to_dm::<Cluster, Slice, m![T, L]>(&mut ctx.tdma, 1 << 12);
    let b: VrfTensor<f32, Chip, Cluster, Slice, m![T, L]> = ctx
        .sub
        .begin(b_dm.view())
        .fetch::<f32, m![T], m![L # 8]>()
        .collect::<m![T], m![L # 8]>()
        .to_vrf(BIAS_AT);
    let y = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![T], m![L # 8]>()
        .collect::<m![T], m![L # 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_trim_way4::<m![L]>()
        .vector_fp_binary(FpBinaryOp::AddF, &b)
        .vector_pad_way8::<m![L # 8]>()
        .vector_final()
        .commit::<m![T, L]>(1 << 13);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
