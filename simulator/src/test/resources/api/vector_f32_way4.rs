// The Vector Engine's Way4 f32 operations: every FpBinaryOp, FpTernaryOp, FpDivBinaryOp and their arg modes.
// One line per device function: its name, the verdict `layout simulate` must give, and why.
// expect fp_binary_add_f conformant
// expect fp_binary_sub_f conformant
// expect fp_binary_mul_f_fp_mul_alu_mul0 conformant
// expect fp_binary_mul_f_fp_mul_alu_mul1 conformant
// expect fp_binary_mul_f_fp_mul_alu_fma conformant
// expect fp_binary_mask_mul_f_fp_mul_alu_mul0 unknown the reference leaves it todo!()
// expect fp_binary_div_f conformant
// expect fp_binary_sub_mode00 conformant
// expect fp_binary_sub_mode01 conformant
// expect fp_binary_sub_mode10 conformant
// expect fp_binary_sub_mode11 conformant
// expect fp_ternary_fma_f conformant
// expect fp_ternary_mask_fma_f unknown the reference leaves it todo!()
// expect fp_ternary_fma_mode012 conformant
// expect fp_ternary_fma_mode002 conformant
// expect fp_ternary_fma_mode102 conformant
// expect fp_ternary_fma_mode112 conformant
// expect fp_ternary_fma_mode020 conformant
// expect fp_ternary_fma_mode021 conformant
// expect fp_ternary_fma_mode120 conformant
// expect fp_div conformant
// expect fp_div_mode00 conformant
// expect fp_div_mode01 conformant
// expect fp_div_mode10 conformant
// expect fp_div_mode11 conformant
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];

// Each function is one pass of way4! (kernels/mod.rs): f32, trimmed to Way4 for the stage.
#[macro_use] mod kernels;

way4!(fp_binary_add_f: .vector_fp_binary(FpBinaryOp::AddF, 2.0f32));
way4!(fp_binary_sub_f: .vector_fp_binary(FpBinaryOp::SubF, 2.0f32));
way4!(fp_binary_mul_f_fp_mul_alu_mul0: .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32));
way4!(fp_binary_mul_f_fp_mul_alu_mul1: .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), 2.0f32));
way4!(fp_binary_mul_f_fp_mul_alu_fma: .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Fma), 2.0f32));
way4!(fp_binary_mask_mul_f_fp_mul_alu_mul0: .vector_fp_binary(FpBinaryOp::MaskMulF(FpMulAlu::Mul0), 2.0f32));
way4!(fp_binary_div_f: .vector_fp_binary(FpBinaryOp::DivF, 2.0f32));
way4!(fp_binary_sub_mode00: .vector_fp_binary_with_mode(FpBinaryOp::SubF, BinaryArgMode::Mode00, 2.0f32));
way4!(fp_binary_sub_mode01: .vector_fp_binary_with_mode(FpBinaryOp::SubF, BinaryArgMode::Mode01, 2.0f32));
way4!(fp_binary_sub_mode10: .vector_fp_binary_with_mode(FpBinaryOp::SubF, BinaryArgMode::Mode10, 2.0f32));
way4!(fp_binary_sub_mode11: .vector_fp_binary_with_mode(FpBinaryOp::SubF, BinaryArgMode::Mode11, 2.0f32));
way4!(fp_ternary_fma_f: .vector_fp_ternary(FpTernaryOp::FmaF, (2.0f32, 3.0f32)));
way4!(fp_ternary_mask_fma_f: .vector_fp_ternary(FpTernaryOp::MaskFmaF, (2.0f32, 3.0f32)));
way4!(fp_ternary_fma_mode012: .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode012, (2.0f32, 3.0f32)));
way4!(fp_ternary_fma_mode002: .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode002, (2.0f32, 3.0f32)));
way4!(fp_ternary_fma_mode102: .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode102, (2.0f32, 3.0f32)));
way4!(fp_ternary_fma_mode112: .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode112, (2.0f32, 3.0f32)));
way4!(fp_ternary_fma_mode020: .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode020, (2.0f32, 3.0f32)));
way4!(fp_ternary_fma_mode021: .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode021, (2.0f32, 3.0f32)));
way4!(fp_ternary_fma_mode120: .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode120, (2.0f32, 3.0f32)));
way4!(fp_div: .vector_fp_div(FpDivBinaryOp::DivF, 2.0f32));
way4!(fp_div_mode00: .vector_fp_div_with_mode(FpDivBinaryOp::DivF, BinaryArgMode::Mode00, 2.0f32));
way4!(fp_div_mode01: .vector_fp_div_with_mode(FpDivBinaryOp::DivF, BinaryArgMode::Mode01, 2.0f32));
way4!(fp_div_mode10: .vector_fp_div_with_mode(FpDivBinaryOp::DivF, BinaryArgMode::Mode10, 2.0f32));
way4!(fp_div_mode11: .vector_fp_div_with_mode(FpDivBinaryOp::DivF, BinaryArgMode::Mode11, 2.0f32));
