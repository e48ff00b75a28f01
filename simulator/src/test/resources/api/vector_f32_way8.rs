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

// Each function is one pass of vector_pass! (kernels/mod.rs) on f32, or of its way4! at Way4.
#[macro_use] mod kernels;

way4!(fp_unary_exp: .vector_fp_unary(FpUnaryOp::Exp));
way4!(fp_unary_neg_exp: .vector_fp_unary(FpUnaryOp::NegExp));
way4!(fp_unary_sqrt: .vector_fp_unary(FpUnaryOp::Sqrt));
way4!(fp_unary_tanh: .vector_fp_unary(FpUnaryOp::Tanh));
way4!(fp_unary_sigmoid: .vector_fp_unary(FpUnaryOp::Sigmoid));
way4!(fp_unary_erf: .vector_fp_unary(FpUnaryOp::Erf));
way4!(fp_unary_log: .vector_fp_unary(FpUnaryOp::Log));
way4!(fp_unary_sin: .vector_fp_unary(FpUnaryOp::Sin));
way4!(fp_unary_cos: .vector_fp_unary(FpUnaryOp::Cos));
way4!(fp_unary_exp_mode0: .vector_fp_unary_with_mode(FpUnaryOp::Exp, UnaryArgMode::Mode0));
way4!(fp_unary_exp_mode1: .vector_fp_unary_with_mode(FpUnaryOp::Exp, UnaryArgMode::Mode1));
vector_pass!(clip_f32_min: f32 => .vector_clip(ClipBinaryOpF32::Min, -0.5f32));
vector_pass!(clip_f32_max: f32 => .vector_clip(ClipBinaryOpF32::Max, -0.5f32));
vector_pass!(clip_f32_abs_min: f32 => .vector_clip(ClipBinaryOpF32::AbsMin, -0.5f32));
vector_pass!(clip_f32_abs_max: f32 => .vector_clip(ClipBinaryOpF32::AbsMax, -0.5f32));
vector_pass!(clip_f32_add: f32 => .vector_clip(ClipBinaryOpF32::Add, -0.5f32));
vector_pass!(logic_f32_bit_and: f32 => .vector_logic(LogicBinaryOpF32::BitAnd, 1.5f32));
vector_pass!(logic_f32_bit_or: f32 => .vector_logic(LogicBinaryOpF32::BitOr, 1.5f32));
vector_pass!(logic_f32_bit_xor: f32 => .vector_logic(LogicBinaryOpF32::BitXor, 1.5f32));
vector_pass!(fp_to_fxp: f32 -> i32 => .vector_fp_to_fxp(0));
vector_pass!(fp_to_fxp_frac: f32 -> i32 => .vector_fp_to_fxp(8));
