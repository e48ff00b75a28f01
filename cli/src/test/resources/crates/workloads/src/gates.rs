//! Gated activations of an MLP and the rotary embedding of attention, lane by lane.

use crate::shapes::*;
use furiosa_visa_std::prelude::*;

/// An activation tile: tokens across slices, the hidden axis along time and packets.
type Act<D> = DmTensor<D, Chip, Cluster, m![T / 2], m![T % 2, H]>;
/// An f32 activation tile kept in the VRF, laid out as [`Act`].
type ActVrf = VrfTensor<f32, Chip, Cluster, m![T / 2], m![T % 2, H]>;

/// `t_dm` read by the sub context into the VRF at `vrf`, eight hidden units a flit.
fn act_to_vrf(ctx: &mut Context, t_dm: &Act<f32>, vrf: Address) -> ActVrf {
    ctx.sub
        .begin(t_dm.view())
        .fetch::<f32, m![T % 2, H / 8], m![H % 8]>()
        .collect::<m![T % 2, H / 8], m![H % 8]>()
        .to_vrf(vrf)
}

/// One pass of the Vector Engine over an activation: `$x` staged in DM at 0 as `Act<$d>`, fetched
/// as `$e` eight hidden units a flit, unconditionally, the stages `$op` in order (ending with
/// `vector_final`, and a `cast` where the result narrows), committed at 0x20000 and written to HBM
/// at 0x100000. `act_pass!(ctx, x, i32, i32, [.vector_clip(ClipBinaryOpI32::Max, 0) .vector_final()])`
/// is a ReLU.
macro_rules! act_pass {
    ($ctx:ident, $x:ident, $d:ty, $e:ty, [$($op:tt)*]) => {{
        let x_dm: Act<$d> = $x.to_dm(&mut $ctx.tdma, 0x0);
        let out: Act<$d> = $ctx
            .main
            .begin(x_dm.view())
            .fetch::<$e, m![T % 2, H / 8], m![H % 8]>()
            .collect::<m![T % 2, H / 8], m![H % 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            $($op)*
            .commit(0x20000);
        out.to_hbm(&mut $ctx.tdma, 0x100000)
    }};
}

/// SwiGLU's gate: silu(gate) · up = gate · sigmoid(gate) · up, `up` read from the VRF.
#[device(chip = 1)]
pub fn silu_gate(
    ctx: &mut Context,
    gate: &HbmTensor<f32, Chip, m![T, H]>,
    up: &HbmTensor<f32, Chip, m![T, H]>,
) -> HbmTensor<f32, Chip, m![T, H]> {
    let up_dm: Act<f32> = up.to_dm(&mut ctx.tdma, 0x10000);
    let up_vrf = act_to_vrf(ctx, &up_dm, 0);
    act_pass!(ctx, gate, f32, f32, [
        .vector_split::<m![T % 2, H / 8, H / 4 % 2], m![H % 4]>()
        .vector_stash()
        .vector_fp_unary(FpUnaryOp::Sigmoid)
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), Stash)
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), &up_vrf)
        .vector_concat::<m![T % 2, H / 8], m![H % 8]>()
        .vector_final()
    ])
}

/// GELU by its sigmoid form, x · sigmoid(1.702 x), narrowed to bf16.
#[device(chip = 1)]
pub fn gelu_sigmoid(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![T, H]>) -> HbmTensor<bf16, Chip, m![T, H]> {
    const SLOPE: f32 = 1.702;
    act_pass!(ctx, x, bf16, f32, [
        .vector_split::<m![T % 2, H / 8, H / 4 % 2], m![H % 4]>()
        .vector_stash()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), SLOPE)
        .vector_fp_unary(FpUnaryOp::Sigmoid)
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul1), Stash)
        .vector_concat::<m![T % 2, H / 8], m![H % 8]>()
        .vector_final()
        .cast::<bf16, m![H % 8 # 16]>()
    ])
}

/// A quantised ReLU6 on i32 activations with six at 64: min(max(x, 0), 384).
#[device(chip = 1)]
pub fn relu6_fixed(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![T, H]>) -> HbmTensor<i32, Chip, m![T, H]> {
    const SIX: i32 = 6 << 6;
    act_pass!(ctx, x, i32, i32, [
        .vector_clip(ClipBinaryOpI32::Max, 0)
        .vector_clip(ClipBinaryOpI32::Min, SIX)
        .vector_final()
    ])
}

/// `x · 2^SHIFT` in fixed point, the shift chosen where the helper is named.
fn shifted_up<const SHIFT: i32>(ctx: &mut Context, x_dm: &Act<i32>, addr: u64) -> Act<i32> {
    ctx.main
        .begin(x_dm.view())
        .fetch::<i32, m![T % 2, H / 8], m![H % 8]>()
        .collect::<m![T % 2, H / 8], m![H % 8]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::LeftShift, SHIFT)
        .vector_final()
        .commit(addr)
}

/// Rescales i32 activations by 16 before an add of a wider fixed-point format.
#[device(chip = 1)]
pub fn fixed_point_upscale(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![T, H]>) -> HbmTensor<i32, Chip, m![T, H]> {
    let x_dm: Act<i32> = x.to_dm(&mut ctx.tdma, 0x0);
    let y = shifted_up::<4>(ctx, &x_dm, 0x20000);
    y.to_hbm(&mut ctx.tdma, 0x100000)
}

/// The first half of a rotary embedding: x1 · cos - x2 · sin, the two halves a pair of groups and
/// the cos and sin tables in the VRF.
#[device(chip = 1)]
pub fn rotary_first_half(
    ctx: &mut Context,
    x1: &HbmTensor<f32, Chip, m![T, H]>,
    x2: &HbmTensor<f32, Chip, m![T, H]>,
    cos: &HbmTensor<f32, Chip, m![T, H]>,
    sin: &HbmTensor<f32, Chip, m![T, H]>,
) -> HbmTensor<f32, Chip, m![T, H]> {
    rotate(ctx, x1, x2, cos, sin, FpBinaryOp::SubF)
}

/// The second half: x2 · cos + x1 · sin.
#[device(chip = 1)]
pub fn rotary_second_half(
    ctx: &mut Context,
    x1: &HbmTensor<f32, Chip, m![T, H]>,
    x2: &HbmTensor<f32, Chip, m![T, H]>,
    cos: &HbmTensor<f32, Chip, m![T, H]>,
    sin: &HbmTensor<f32, Chip, m![T, H]>,
) -> HbmTensor<f32, Chip, m![T, H]> {
    rotate(ctx, x2, x1, cos, sin, FpBinaryOp::AddF)
}

/// a · cos `op` b · sin.
fn rotate(
    ctx: &mut Context,
    a: &HbmTensor<f32, Chip, m![T, H]>,
    b: &HbmTensor<f32, Chip, m![T, H]>,
    cos: &HbmTensor<f32, Chip, m![T, H]>,
    sin: &HbmTensor<f32, Chip, m![T, H]>,
    op: FpBinaryOp,
) -> HbmTensor<f32, Chip, m![T, H]> {
    let a_dm: Act<f32> = a.to_dm(&mut ctx.tdma, 0x0);
    let b_dm: Act<f32> = b.to_dm(&mut ctx.tdma, 0x10000);
    let tables = [(cos, 0x20000, 0), (sin, 0x30000, 0x400)];
    let [cos_vrf, sin_vrf] = tables.map(|(t, dm, vrf)| {
        let t_dm: Act<f32> = t.to_dm(&mut ctx.tdma, dm);
        act_to_vrf(ctx, &t_dm, vrf)
    });
    let out: Act<f32> = ctx
        .main
        .begin_interleaved::<G, _, _, _, _, _>(a_dm.view(), b_dm.view())
        .fetch::<f32, m![T % 2, H / 8, G], m![H % 8]>()
        .collect::<m![T % 2, H / 8, G], m![H % 8]>()
        .vector_init()
        .vector_intra_slice_unzip::<G, m![T % 2, H / 8, 1 # 2], m![T % 2, H / 8]>()
        .vector_split::<m![T % 2, H / 8, H / 4 % 2], m![H % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), &cos_vrf, &sin_vrf)
        .vector_fp_zip(op)
        .vector_concat::<m![T % 2, H / 8], m![H % 8]>()
        .vector_final()
        .commit(0x40000);
    out.to_hbm(&mut ctx.tdma, 0x100000)
}

/// LayerNorm's affine step on normalised rows: x · gamma + 0.5, gamma per hidden unit read from
/// the VRF (the same for every token) and the shift a constant of the fused multiply-add.
#[device(chip = 1)]
pub fn norm_affine(
    ctx: &mut Context,
    x: &HbmTensor<f32, Chip, m![T, H]>,
    gamma: &HbmTensor<f32, Chip, m![H]>,
) -> HbmTensor<f32, Chip, m![T, H]> {
    const BETA: f32 = 0.5;
    let gamma_dm: DmTensor<f32, Chip, Cluster, m![T / 2], m![H]> = gamma.to_dm(&mut ctx.tdma, 0x10000);
    let gamma_vrf: VrfTensor<f32, Chip, Cluster, m![T / 2], m![H]> = ctx
        .sub
        .begin(gamma_dm.view())
        .fetch::<f32, m![H / 8], m![H % 8]>()
        .collect::<m![H / 8], m![H % 8]>()
        .to_vrf(0);
    act_pass!(ctx, x, f32, f32, [
        .vector_split::<m![T % 2, H / 8, H / 4 % 2], m![H % 4]>()
        .vector_fp_ternary(FpTernaryOp::FmaF, (&gamma_vrf, BETA))
        .vector_concat::<m![T % 2, H / 8], m![H % 8]>()
        .vector_final()
    ])
}
