// The Vector Engine on i32, Way8: every FxpBinaryOp, LogicBinaryOpI32 and ClipBinaryOpI32 with a constant, the BinaryArgModes, vector_fxp_to_fp.
// One line per device function: its name, the verdict `layout simulate` must give, and why.
// expect fxp_add_fxp conformant
// expect fxp_add_fxp_sat conformant
// expect fxp_sub_fxp conformant
// expect fxp_sub_fxp_sat conformant
// expect fxp_left_shift conformant
// expect fxp_left_shift_sat conformant
// expect fxp_mul_fxp conformant
// expect fxp_mul_int conformant
// expect fxp_logic_right_shift conformant
// expect fxp_arith_right_shift conformant
// expect fxp_arith_right_shift_round unknown the reference leaves it todo!()
// expect fxp_sub_mode00 conformant
// expect fxp_sub_mode01 conformant
// expect fxp_sub_mode10 conformant
// expect fxp_sub_mode11 conformant
// expect logic_i32_bit_and conformant
// expect logic_i32_bit_or conformant
// expect logic_i32_bit_xor conformant
// expect logic_i32_left_shift conformant
// expect logic_i32_logic_right_shift conformant
// expect logic_i32_arith_right_shift conformant
// expect clip_i32_min conformant
// expect clip_i32_max conformant
// expect clip_i32_abs_min conformant
// expect clip_i32_abs_max conformant
// expect clip_i32_add_fxp conformant
// expect clip_i32_add_fxp_sat conformant
// expect fxp_to_fp conformant
// expect fxp_to_fp_frac conformant
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

/// `out = stages(in)`: an i32 tensor fetched into the Vector Engine, its packet padded to Way8,
/// passed unconditionally through the `$stage` calls and committed as `$out` (i32 unless named).
macro_rules! vector_i32 {
    ($name:ident: $($stage:tt)+) => {
        vector_i32!($name -> i32: $($stage)+);
    };
    ($name:ident -> $out:ty: $($stage:tt)+) => {
        #[device(chip = 1)]
        pub fn $name(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<$out, Chip, m![A]> {
            let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma, 0x1000);

            let result: DmTensor<$out, Chip, Cluster, m![A / 2], m![A % 2]> = ctx
                .main
                .begin(input_dm.view())
                .fetch::<i32, m![1], m![A % 2]>()
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

vector_i32!(fxp_add_fxp: .vector_fxp(FxpBinaryOp::AddFxp, 3));
vector_i32!(fxp_add_fxp_sat: .vector_fxp(FxpBinaryOp::AddFxpSat, 3));
vector_i32!(fxp_sub_fxp: .vector_fxp(FxpBinaryOp::SubFxp, 3));
vector_i32!(fxp_sub_fxp_sat: .vector_fxp(FxpBinaryOp::SubFxpSat, 3));
vector_i32!(fxp_left_shift: .vector_fxp(FxpBinaryOp::LeftShift, 3));
vector_i32!(fxp_left_shift_sat: .vector_fxp(FxpBinaryOp::LeftShiftSat, 3));
vector_i32!(fxp_mul_fxp: .vector_fxp(FxpBinaryOp::MulFxp, 3));
vector_i32!(fxp_mul_int: .vector_fxp(FxpBinaryOp::MulInt, 3));
vector_i32!(fxp_logic_right_shift: .vector_fxp(FxpBinaryOp::LogicRightShift, 3));
vector_i32!(fxp_arith_right_shift: .vector_fxp(FxpBinaryOp::ArithRightShift, 3));
vector_i32!(fxp_arith_right_shift_round: .vector_fxp(FxpBinaryOp::ArithRightShiftRound, 3));
vector_i32!(fxp_sub_mode00: .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode00, 7));
vector_i32!(fxp_sub_mode01: .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode01, 7));
vector_i32!(fxp_sub_mode10: .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode10, 7));
vector_i32!(fxp_sub_mode11: .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode11, 7));
vector_i32!(logic_i32_bit_and: .vector_logic(LogicBinaryOpI32::BitAnd, 3));
vector_i32!(logic_i32_bit_or: .vector_logic(LogicBinaryOpI32::BitOr, 3));
vector_i32!(logic_i32_bit_xor: .vector_logic(LogicBinaryOpI32::BitXor, 3));
vector_i32!(logic_i32_left_shift: .vector_logic(LogicBinaryOpI32::LeftShift, 3));
vector_i32!(logic_i32_logic_right_shift: .vector_logic(LogicBinaryOpI32::LogicRightShift, 3));
vector_i32!(logic_i32_arith_right_shift: .vector_logic(LogicBinaryOpI32::ArithRightShift, 3));
vector_i32!(clip_i32_min: .vector_clip(ClipBinaryOpI32::Min, -5));
vector_i32!(clip_i32_max: .vector_clip(ClipBinaryOpI32::Max, -5));
vector_i32!(clip_i32_abs_min: .vector_clip(ClipBinaryOpI32::AbsMin, -5));
vector_i32!(clip_i32_abs_max: .vector_clip(ClipBinaryOpI32::AbsMax, -5));
vector_i32!(clip_i32_add_fxp: .vector_clip(ClipBinaryOpI32::AddFxp, -5));
vector_i32!(clip_i32_add_fxp_sat: .vector_clip(ClipBinaryOpI32::AddFxpSat, -5));
vector_i32!(fxp_to_fp -> f32: .vector_fxp_to_fp(0));
vector_i32!(fxp_to_fp_frac -> f32: .vector_fxp_to_fp(8));
