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

// Each function is one pass of vector_pass! (kernels/mod.rs) on i32.
#[macro_use] mod kernels;

vector_pass!(fxp_add_fxp: i32 => .vector_fxp(FxpBinaryOp::AddFxp, 3));
vector_pass!(fxp_add_fxp_sat: i32 => .vector_fxp(FxpBinaryOp::AddFxpSat, 3));
vector_pass!(fxp_sub_fxp: i32 => .vector_fxp(FxpBinaryOp::SubFxp, 3));
vector_pass!(fxp_sub_fxp_sat: i32 => .vector_fxp(FxpBinaryOp::SubFxpSat, 3));
vector_pass!(fxp_left_shift: i32 => .vector_fxp(FxpBinaryOp::LeftShift, 3));
vector_pass!(fxp_left_shift_sat: i32 => .vector_fxp(FxpBinaryOp::LeftShiftSat, 3));
vector_pass!(fxp_mul_fxp: i32 => .vector_fxp(FxpBinaryOp::MulFxp, 3));
vector_pass!(fxp_mul_int: i32 => .vector_fxp(FxpBinaryOp::MulInt, 3));
vector_pass!(fxp_logic_right_shift: i32 => .vector_fxp(FxpBinaryOp::LogicRightShift, 3));
vector_pass!(fxp_arith_right_shift: i32 => .vector_fxp(FxpBinaryOp::ArithRightShift, 3));
vector_pass!(fxp_arith_right_shift_round: i32 => .vector_fxp(FxpBinaryOp::ArithRightShiftRound, 3));
vector_pass!(fxp_sub_mode00: i32 => .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode00, 7));
vector_pass!(fxp_sub_mode01: i32 => .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode01, 7));
vector_pass!(fxp_sub_mode10: i32 => .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode10, 7));
vector_pass!(fxp_sub_mode11: i32 => .vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode11, 7));
vector_pass!(logic_i32_bit_and: i32 => .vector_logic(LogicBinaryOpI32::BitAnd, 3));
vector_pass!(logic_i32_bit_or: i32 => .vector_logic(LogicBinaryOpI32::BitOr, 3));
vector_pass!(logic_i32_bit_xor: i32 => .vector_logic(LogicBinaryOpI32::BitXor, 3));
vector_pass!(logic_i32_left_shift: i32 => .vector_logic(LogicBinaryOpI32::LeftShift, 3));
vector_pass!(logic_i32_logic_right_shift: i32 => .vector_logic(LogicBinaryOpI32::LogicRightShift, 3));
vector_pass!(logic_i32_arith_right_shift: i32 => .vector_logic(LogicBinaryOpI32::ArithRightShift, 3));
vector_pass!(clip_i32_min: i32 => .vector_clip(ClipBinaryOpI32::Min, -5));
vector_pass!(clip_i32_max: i32 => .vector_clip(ClipBinaryOpI32::Max, -5));
vector_pass!(clip_i32_abs_min: i32 => .vector_clip(ClipBinaryOpI32::AbsMin, -5));
vector_pass!(clip_i32_abs_max: i32 => .vector_clip(ClipBinaryOpI32::AbsMax, -5));
vector_pass!(clip_i32_add_fxp: i32 => .vector_clip(ClipBinaryOpI32::AddFxp, -5));
vector_pass!(clip_i32_add_fxp_sat: i32 => .vector_clip(ClipBinaryOpI32::AddFxpSat, -5));
vector_pass!(fxp_to_fp: i32 -> f32 => .vector_fxp_to_fp(0));
vector_pass!(fxp_to_fp_frac: i32 -> f32 => .vector_fxp_to_fp(8));
