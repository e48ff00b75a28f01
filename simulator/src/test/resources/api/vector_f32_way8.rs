// The Vector Engine on f32: every FpUnaryOp (Way4) and UnaryArgMode, ClipBinaryOpF32 and LogicBinaryOpF32 (Way8), vector_fp_to_fxp.
// One line per device function: its name, the verdict `layout simulate` must give, and why.
// expect fp_unary_exp conformant
// expect fp_unary_neg_exp conformant
// expect fp_unary_sqrt conformant
// expect fp_unary_tanh conformant
// expect fp_unary_sigmoid conformant
// expect fp_unary_erf unknown the reference leaves it todo!()
// expect fp_unary_log conformant
// expect fp_unary_sin conformant
// expect fp_unary_cos conformant
// expect fp_unary_exp_mode0 conformant
// expect fp_unary_exp_mode1 conformant
// expect clip_f32_min conformant
// expect clip_f32_max conformant
// expect clip_f32_abs_min conformant
// expect clip_f32_abs_max conformant
// expect clip_f32_add conformant
// expect logic_f32_bit_and conformant
// expect logic_f32_bit_or conformant
// expect logic_f32_bit_xor conformant
// expect fp_to_fxp conformant
// expect fp_to_fxp_frac conformant
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

/// `out = stages(in)`: an f32 tensor fetched into the Vector Engine, its packet padded to Way8,
/// passed unconditionally through the `$stage` calls and committed as `$out` (f32 unless named);
/// `way4` stages run on the packet trimmed to Way4 and padded back.
macro_rules! vector_f32 {
    ($name:ident, way4: $($stage:tt)+) => {
        vector_f32!($name -> f32: .vector_trim_way4::<m![A % 2 # 4]>() $($stage)+ .vector_pad_way8::<m![A % 2 # 8]>());
    };
    ($name:ident: $($stage:tt)+) => {
        vector_f32!($name -> f32: $($stage)+);
    };
    ($name:ident -> $out:ty: $($stage:tt)+) => {
        #[device(chip = 1)]
        pub fn $name(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<$out, Chip, m![A]> {
            let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

            let result: DmTensor<$out, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
                .main
                .begin(input_dm.view())
                .fetch::<f32, m![1], m![A % 2]>()
                .collect::<m![1], m![A % 2 # 8]>()
                .vector_init()
                .vector_intra_slice_branch(BranchMode::Unconditional)
                $($stage)+
                .vector_final()
                .commit(0x2000);

            result.to_hbm(&mut ctx.tdma, 0x3000)
        }
    };
}

vector_f32!(fp_unary_exp, way4: .vector_fp_unary(FpUnaryOp::Exp));
vector_f32!(fp_unary_neg_exp, way4: .vector_fp_unary(FpUnaryOp::NegExp));
vector_f32!(fp_unary_sqrt, way4: .vector_fp_unary(FpUnaryOp::Sqrt));
vector_f32!(fp_unary_tanh, way4: .vector_fp_unary(FpUnaryOp::Tanh));
vector_f32!(fp_unary_sigmoid, way4: .vector_fp_unary(FpUnaryOp::Sigmoid));
vector_f32!(fp_unary_erf, way4: .vector_fp_unary(FpUnaryOp::Erf));
vector_f32!(fp_unary_log, way4: .vector_fp_unary(FpUnaryOp::Log));
vector_f32!(fp_unary_sin, way4: .vector_fp_unary(FpUnaryOp::Sin));
vector_f32!(fp_unary_cos, way4: .vector_fp_unary(FpUnaryOp::Cos));
vector_f32!(fp_unary_exp_mode0, way4: .vector_fp_unary_with_mode(FpUnaryOp::Exp, UnaryArgMode::Mode0));
vector_f32!(fp_unary_exp_mode1, way4: .vector_fp_unary_with_mode(FpUnaryOp::Exp, UnaryArgMode::Mode1));
vector_f32!(clip_f32_min: .vector_clip(ClipBinaryOpF32::Min, -0.5f32));
vector_f32!(clip_f32_max: .vector_clip(ClipBinaryOpF32::Max, -0.5f32));
vector_f32!(clip_f32_abs_min: .vector_clip(ClipBinaryOpF32::AbsMin, -0.5f32));
vector_f32!(clip_f32_abs_max: .vector_clip(ClipBinaryOpF32::AbsMax, -0.5f32));
vector_f32!(clip_f32_add: .vector_clip(ClipBinaryOpF32::Add, -0.5f32));
vector_f32!(logic_f32_bit_and: .vector_logic(LogicBinaryOpF32::BitAnd, 1.5f32));
vector_f32!(logic_f32_bit_or: .vector_logic(LogicBinaryOpF32::BitOr, 1.5f32));
vector_f32!(logic_f32_bit_xor: .vector_logic(LogicBinaryOpF32::BitXor, 1.5f32));
vector_f32!(fp_to_fxp -> i32: .vector_fp_to_fxp(0));
vector_f32!(fp_to_fxp_frac -> i32: .vector_fp_to_fxp(8));
