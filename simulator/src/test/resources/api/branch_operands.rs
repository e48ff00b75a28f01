// Every BranchMode and InputCmp variant with operands per group, VeRhs and VeBranchOperand forms, the stash, TernaryOperand lists.
// One line per device function: its name, the verdict `layout simulate` must give, and why.
// expect cmp_i32_equal conformant
// expect cmp_f32_equal conformant
// expect cmp_i32_less conformant
// expect cmp_f32_less conformant
// expect cmp_i32_greater conformant
// expect cmp_f32_greater conformant
// expect cmp_i32_less_unsigned conformant
// expect cmp_f32_less_unsigned conformant
// expect cmp_i32_greater_unsigned conformant
// expect cmp_f32_greater_unsigned conformant
// expect cmp_i32_true conformant
// expect cmp_f32_true conformant
// expect cmp_i32_false conformant
// expect cmp_f32_false conformant
// expect axis_toggle conformant
// expect valid_count_plain unknown the reference leaves it todo!() (branch.rs:322)
// expect vrf_mode_plain unknown the reference leaves it todo!() (branch.rs:323)
// expect operand_always conformant
// expect operand_ve_rhs_constant conformant
// expect operand_stash conformant
// expect operand_ve_rhs_stash conformant
// expect two_alus_in_order conformant
// expect fxp_fp_clip_chain conformant
// expect ternary_operand_always conformant
// expect ternary_operand_groups conformant
// expect ternary_operand_tuples conformant
// expect ternary_operand_into conformant
// expect operand_tuple_into conformant
// expect pair_ternary_per_group conformant
// expect pair_ternary_none_and_always conformant
// expect pair_ternary_unit_and_some conformant
use furiosa_visa_std::prelude::*;

axes![A = 512, L = 2048, I = 2];

type Chip = m![1];
type Cluster = m![1 # 2];

#[macro_use] mod kernels;

/// A probe of the Vector Engine's branch unit: a tensor fetched as `$in`, its packet padded to
/// Way8, branched by `$branch`, passed through the `$stage` calls (each operand applied where its
/// group matches) and committed as `$out`. The `groups` arms add 1 in group 0 and 100 in group 1;
/// the `compare` arms branch on three fixed comparisons and `$cmp` as the fourth (bit 3).
macro_rules! branched {
    (i32 groups $name:ident, $branch:expr) => {
        branched!($name: i32 -> i32, $branch => .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100), GroupId::One)]));
    };
    (f32 groups $name:ident, $branch:expr) => {
        branched!($name: f32 -> f32, $branch => .vector_clip(ClipBinaryOpF32::Add, [VeBranchOperand::group(VeRhs::constant(1.0f32), GroupId::Zero), VeBranchOperand::group(VeRhs::constant(100.0f32), GroupId::One)]));
    };
    (i32 compare $name:ident, $cmp:expr) => {
        branched!(i32 groups $name, BranchMode::Comparison([InputCmp::I32(InputCmpI32::True), InputCmp::I32(InputCmpI32::False), InputCmp::I32(InputCmpI32::False), InputCmp::I32($cmp)]));
    };
    (f32 compare $name:ident, $cmp:expr) => {
        branched!(f32 groups $name, BranchMode::Comparison([InputCmp::F32(InputCmpF32::True), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::False), InputCmp::F32($cmp)]));
    };
    ($name:ident: $in:ident -> $out:ident, $branch:expr => $($stage:tt)+) => {
        vector_pass!($name: $in -> $out, $branch => $($stage)+);
    };
}

branched!(i32 compare cmp_i32_equal, InputCmpI32::Equal { boundary: 3 });
branched!(f32 compare cmp_f32_equal, InputCmpF32::Equal { boundary: 0.5f32 });
branched!(i32 compare cmp_i32_less, InputCmpI32::Less { boundary: 3 });
branched!(f32 compare cmp_f32_less, InputCmpF32::Less { boundary: 0.5f32 });
branched!(i32 compare cmp_i32_greater, InputCmpI32::Greater { boundary: 3 });
branched!(f32 compare cmp_f32_greater, InputCmpF32::Greater { boundary: 0.5f32 });
branched!(i32 compare cmp_i32_less_unsigned, InputCmpI32::LessUnsigned { boundary: 3 });
branched!(f32 compare cmp_f32_less_unsigned, InputCmpF32::LessUnsigned { boundary: 0.5f32 });
branched!(i32 compare cmp_i32_greater_unsigned, InputCmpI32::GreaterUnsigned { boundary: 3 });
branched!(f32 compare cmp_f32_greater_unsigned, InputCmpF32::GreaterUnsigned { boundary: 0.5f32 });
branched!(i32 compare cmp_i32_true, InputCmpI32::True);
branched!(f32 compare cmp_f32_true, InputCmpF32::True);
branched!(i32 compare cmp_i32_false, InputCmpI32::False);
branched!(f32 compare cmp_f32_false, InputCmpF32::False);
branched!(i32 groups axis_toggle, BranchMode::AxisToggle { axis: Ident::A });
branched!(valid_count_plain: i32 -> i32, BranchMode::ValidCount => .vector_fxp(FxpBinaryOp::AddFxp, 1));
branched!(vrf_mode_plain: i32 -> i32, BranchMode::Vrf => .vector_fxp(FxpBinaryOp::AddFxp, 1));
branched!(
    operand_always: i32 -> i32, BranchMode::Unconditional =>
    .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::always(VeRhs::constant(5))])
);
branched!(operand_ve_rhs_constant: i32 -> i32, BranchMode::Unconditional => .vector_fxp(FxpBinaryOp::AddFxp, VeRhs::constant(5)));
branched!(
    operand_stash: i32 -> i32, BranchMode::Unconditional =>
    .vector_stash()
    .vector_fxp(FxpBinaryOp::LeftShift, 1)
    .vector_clip(ClipBinaryOpI32::AddFxp, Stash)
);
branched!(
    operand_ve_rhs_stash: i32 -> i32, BranchMode::Unconditional =>
    .vector_stash()
    .vector_fxp(FxpBinaryOp::LeftShift, 1)
    .vector_clip(ClipBinaryOpI32::AddFxp, VeRhs::stash())
);
branched!(
    two_alus_in_order: i32 -> i32, BranchMode::Unconditional =>
    .vector_logic(LogicBinaryOpI32::BitAnd, 0xff)
    .vector_fxp(FxpBinaryOp::MulInt, 3)
    .vector_clip(ClipBinaryOpI32::Max, 10)
);
branched!(
    fxp_fp_clip_chain: i32 -> f32, BranchMode::Unconditional =>
    .vector_fxp(FxpBinaryOp::AddFxp, 1)
    .vector_fxp_to_fp(0)
    .vector_trim_way4::<m![A % 2 # 4]>()
    .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 0.5f32)
    .vector_pad_way8::<m![A % 2 # 8]>()
    .vector_clip(ClipBinaryOpF32::Max, 0.0f32)
);
branched!(
    ternary_operand_always: f32 -> f32, BranchMode::Unconditional =>
    .vector_trim_way4::<m![A % 2 # 4]>()
    .vector_fp_ternary(FpTernaryOp::FmaF, [TernaryOperand::always(VeRhs::constant(2.0f32), 3.0f32)])
    .vector_pad_way8::<m![A % 2 # 8]>()
);
branched!(
    ternary_operand_groups: f32 -> f32, BranchMode::AxisToggle { axis: Ident::A } =>
    .vector_trim_way4::<m![A % 2 # 4]>()
    .vector_fp_ternary(FpTernaryOp::FmaF, [TernaryOperand::group(VeRhs::constant(2.0f32), 3.0f32, GroupId::Zero), TernaryOperand::group(VeRhs::constant(4.0f32), 5.0f32, GroupId::One)])
    .vector_pad_way8::<m![A % 2 # 8]>()
);
branched!(
    ternary_operand_tuples: f32 -> f32, BranchMode::Comparison([InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::False), InputCmp::F32(InputCmpF32::Less { boundary: 0.0f32 })]) =>
    .vector_trim_way4::<m![A % 2 # 4]>()
    .vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::Mode102, ArrayVec::new([((2.0f32, 3.0f32), GroupId::Zero), ((VeRhs::constant(4.0f32), 5.0f32), GroupId::One)]))
    .vector_pad_way8::<m![A % 2 # 8]>()
);
branched!(
    ternary_operand_into: f32 -> f32, BranchMode::AxisToggle { axis: Ident::A } =>
    .vector_trim_way4::<m![A % 2 # 4]>()
    .vector_fp_ternary(FpTernaryOp::FmaF, [((2.0f32, 3.0f32), GroupId::Zero).into(), TernaryOperand::group(VeRhs::constant(4.0f32), 5.0f32, GroupId::One)])
    .vector_pad_way8::<m![A % 2 # 8]>()
);
branched!(
    operand_tuple_into: i32 -> i32, BranchMode::AxisToggle { axis: Ident::A } =>
    .vector_fxp(FxpBinaryOp::AddFxp, [VeBranchOperand::group(VeRhs::constant(1), GroupId::Zero), (VeRhs::constant(100), GroupId::One).into()])
);

/// A probe of a pair's per-group operands: `lhs` and `rhs` interleaved, unzipped into two groups,
/// split to Way4, each group given its own ternary operand (`$group0`, `$group1`), zipped by a
/// product and committed.
macro_rules! paired_ternary {
    ($name:ident, $group0:expr, $group1:expr) => {
        #[device(chip = 1)]
        pub fn $name(ctx: &mut Context, lhs: &HbmTensor<f32, Chip, m![L]>, rhs: &HbmTensor<f32, Chip, m![L]>) -> HbmTensor<f32, Chip, m![L]> {
            let l: DmTensor<f32, Chip, Cluster, m![L / 8], m![L % 8]> = lhs.to_dm(&mut ctx.tdma, 0x1000);
            let r: DmTensor<f32, Chip, Cluster, m![L / 8], m![L % 8]> = rhs.to_dm(&mut ctx.tdma, 0x2000);

            let result: DmTensor<f32, Chip, Cluster, m![L / 8], m![L % 8]> = ctx
                .main
                .begin_interleaved::<I, _, _, _, _, _>(l.view(), r.view())
                .fetch::<f32, m![I], m![L % 8]>()
                .collect::<m![I], m![L % 8]>()
                .vector_init()
                .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()
                .vector_split::<m![L % 8 / 4], m![L % 4]>()
                .vector_fp_ternary(FpTernaryOp::FmaF, $group0, $group1)
                .vector_fp_zip(FpBinaryOp::MulF(FpMulAlu::Mul0))
                .vector_concat::<m![1], m![L % 8]>()
                .vector_final()
                .commit(0x3000);

            result.to_hbm(&mut ctx.tdma, 0x4000)
        }
    };
}

paired_ternary!(pair_ternary_per_group, ((2.0f32, 3.0f32), GroupId::Zero), ((4.0f32, 5.0f32), GroupId::One));
paired_ternary!(pair_ternary_none_and_always, None, TernaryOperand::always(VeRhs::constant(4.0f32), 5.0f32));
paired_ternary!(pair_ternary_unit_and_some, (), Some(((4.0f32, 5.0f32), ValidBranchIds::ValidAlways).into()));
