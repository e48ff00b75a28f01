// valid VRF::CAPACITY: "const VRF_AT: Address = 0;" => "const BIAS_BYTES: Address = 256 * 4;\nconst VRF_AT: Address = 8192 - BIAS_BYTES;"  (the bias, 256 i32 = 1024 bytes, held in a struct field, ends at the last byte of the 8 KB VRF)
// invalid VRF::CAPACITY: "8192 - BIAS_BYTES;" => "8192 - BIAS_BYTES + 8;"  (a const computed from another: 7176 + 1024 ends at 8200)
// valid VRF::OVERLAP: "    let once = b.apply(ctx, &input_dm, OUT_AT);" => "    let other = Bias::load(ctx, &bias_dm, VRF_AT + 1024);\n    let once = b.apply(ctx, &input_dm, OUT_AT);"  (a second bias right after the first, [1024, 2048))
// invalid VRF::OVERLAP: "VRF_AT + 1024" => "VRF_AT + 1016"  (the second bias overlaps the first's last 8 bytes, and the first is read by both applies after it)
// valid Commit::ALIGN: "    let once = b.apply(ctx, &input_dm, OUT_AT);" => "    let first = match MODE {\n        0 => OUT_AT,\n        _ => OUT_AT + 8,\n    };\n    let once = b.apply(ctx, &input_dm, first);"; "const OUT_AT" => "const MODE: u8 = 1;\nconst OUT_AT"  (a match on a const picks 0x3008, aligned)
// invalid Commit::ALIGN: "        _ => OUT_AT + 8," => "        _ => OUT_AT + 4,"  (the arm MODE = 1 takes commits at 0x3004: a warning of the book)
// valid Commit::ALIGN: "    let once = b.apply(ctx, &input_dm, OUT_AT);" => "    let first = match MODE {\n        0 => OUT_AT,\n        _ => OUT_AT + 4,\n    };\n    let once = b.apply(ctx, &input_dm, first);"; "const OUT_AT" => "const MODE: u8 = 0;\nconst OUT_AT"  (the misaligned arm is not taken: MODE = 0)
// invalid Commit::ALIGN: "OUT_AT + 0x1000" => "OUT_AT + 0x1004"  (only the second call of the method commits at 0x4004)
// valid Vector::TYPE  (an i32 stream added to an i32 bias with FxpBinaryOp::AddFxp)
// invalid Vector::TYPE: "FxpBinaryOp::AddFxp" => "FpBinaryOp::AddF"  (vector_fxp takes an FxpBinaryOp: rustc rejects the fp operation, whatever the stream)
use furiosa_visa_std::prelude::*;

axes![A = 512, B = 256];

type Chip = m![1];
type Cluster = m![1 # 2];
type Rows = m![A / 2];
type BiasVrf = VrfTensor<i32, Chip, Cluster, Rows, m![B]>;

const VRF_AT: Address = 0;
const OUT_AT: Address = 0x3000;

mod epilogue {
    use super::*;

    /// A bias held in the VRF, added to each row a stream brings.
    pub struct Bias {
        pub vrf: BiasVrf,
    }

    impl Bias {
        pub fn load(ctx: &mut Context, bias_dm: &DmTensor<i32, Chip, Cluster, Rows, m![B]>, at: Address) -> Bias {
            let vrf = ctx
                .sub
                .begin(bias_dm.view())
                .fetch::<i32, m![1], m![B]>()
                .collect::<m![B / 8], m![B % 8]>()
                .to_vrf(at);
            Bias { vrf }
        }

        pub fn apply(
            &self,
            ctx: &mut Context,
            x_dm: &DmTensor<i32, Chip, Cluster, Rows, m![B, A % 2]>,
            at: Address,
        ) -> DmTensor<i32, Chip, Cluster, Rows, m![B, A % 2]> {
            ctx.main
                .begin(x_dm.view())
                .fetch::<i32, m![B], m![A % 2]>()
                .collect::<m![B], m![A % 2 # 8]>()
                .vector_init()
                .vector_intra_slice_branch(BranchMode::Unconditional)
                .vector_fxp(FxpBinaryOp::AddFxp, &self.vrf)
                .vector_final()
                .commit(at)
        }
    }
}

use epilogue::Bias;

#[device(chip = 1)]
pub fn biased(
    ctx: &mut Context,
    input: &HbmTensor<i32, Chip, m![B, A]>,
    bias: &HbmTensor<i32, Chip, m![B]>,
) -> HbmTensor<i32, Chip, m![B, A]> {
    let input_dm = input.to_dm::<Cluster, Rows, m![B, A % 2]>(&mut ctx.tdma, 0x1000);
    let bias_dm = bias.to_dm::<Cluster, Rows, m![B]>(&mut ctx.tdma, 0x2000);
    let b = Bias::load(ctx, &bias_dm, VRF_AT);
    let once = b.apply(ctx, &input_dm, OUT_AT);
    let twice = b.apply(ctx, &once, OUT_AT + 0x1000);
    twice.to_hbm(&mut ctx.tdma, 0x8000)
}
