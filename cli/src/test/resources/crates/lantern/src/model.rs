//! The layer's axes, the layout of its activations and the places its passes use.

pub(crate) use furiosa_visa_std::prelude::*;

axes![
    T = 1024, // tokens, four a slice
    H = 8,    // hidden values of a token, along time
    I = 2,    // the two tensors of a pair
];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];

/// A token's lane: four tokens a slice, one a lane.
pub type Lane = m![T % 4];
/// A packet of the eight lanes, the four tokens' first.
pub type Packet = m![T % 4 # 8];
/// Four tokens a slice, one a lane, the hidden values a packet a step.
pub type Act<D> = DmTensor<D, Chip, Cluster, m![T / 4], m![H, T % 4]>;
/// One value a token.
pub type Stat = DmTensor<f32, Chip, Cluster, m![T / 4], Lane>;
/// One value a token, in the VRF.
pub type StatVrf = VrfTensor<f32, Chip, Cluster, m![T / 4], Lane>;
/// An activation `[T, H]` in HBM.
pub type Hidden<D> = HbmTensor<D, Chip, m![T, H]>;

/// Where a layer's buffers go: DM scratch 8 KiB apart, HBM outputs 2 MiB apart.
pub struct Arena;

impl Arena {
    /// DM scratch buffer `n`: `Arena::scratch(1)` is `0x4000`.
    pub const fn scratch(n: usize) -> usize {
        0x2000 + n * 0x2000
    }

    /// HBM output `n`.
    pub const fn output(n: usize) -> usize {
        (n + 1) << 21
    }
}

/// A pass of the Vector Engine over `$x`, its values `$time` a packet a step, four tokens in the
/// first lanes of each packet: the stages `$op` on the four lanes, then `$end` after `vector_final`.
macro_rules! four_lanes {
    ($ctx:ident, $x:expr, $time:ty, [$($op:tt)*] $($end:tt)*) => {
        $ctx.main
            .begin($x.view())
            .fetch::<f32, $time, Lane>()
            .collect::<$time, Packet>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_trim_way4::<Lane>()
            $($op)*
            .vector_pad_way8::<Packet>()
            .vector_final()
            $($end)*
    };
}

/// [`four_lanes`] over the activation `$x` (an [`Act`]), a hidden value a step.
/// `per_token!(ctx, x, [.vector_fp_unary(FpUnaryOp::Exp)] .commit(Arena::scratch(1)))` is `exp(x)`.
macro_rules! per_token {
    ($ctx:ident, $x:expr, [$($op:tt)*] $($end:tt)*) => {
        four_lanes!($ctx, $x, m![H], [$($op)*] $($end)*)
    };
}

/// [`four_lanes`] over the per-token values `$s` (a [`Stat`]), in one step.
macro_rules! stat_pass {
    ($ctx:ident, $s:ident, [$($op:tt)*] $($end:tt)*) => {
        four_lanes!($ctx, $s, m![1], [$($op)*] $($end)*)
    };
}

/// Each token's `$op` reduction over its hidden values, then `$then`, in the VRF at `$vrf`.
macro_rules! token_stat {
    ($ctx:ident, $x:expr, $vrf:expr, [$($pre:tt)*], $op:ident, [$($then:tt)*]) => {
        per_token!($ctx, $x, [
            $($pre)*
            .vector_intra_slice_reduce::<H, m![1], Lane>(IntraSliceReduceOpF32::$op)
            $($then)*
        ] .to_vrf($vrf))
    };
}

/// The activations `$a` and `$b` (each a [`Hidden<$d>`]) staged in DM, interleaved on `I` and
/// unzipped (`$a` group zero), then `$op` (each group's own operations, then a zip), committed and
/// written to HBM output 0.
macro_rules! paired {
    ($ctx:ident, $a:ident, $b:ident, $d:ty, [$($op:tt)*]) => {{
        let a_dm: Act<$d> = $a.to_dm(&mut $ctx.tdma, Arena::scratch(0));
        let b_dm: Act<$d> = $b.to_dm(&mut $ctx.tdma, Arena::scratch(1));
        let out: Act<$d> = $ctx
            .main
            .begin_interleaved::<I, _, _, _, _, _>(a_dm.view(), b_dm.view())
            .fetch::<$d, m![H, I], Lane>()
            .collect::<m![H, I], Packet>()
            .vector_init()
            .vector_intra_slice_unzip::<I, m![H, 1 # 2], m![H]>()
            $($op)*
            .vector_final()
            .commit(Arena::scratch(2));
        out.to_hbm(&mut $ctx.tdma, Arena::output(0))
    }};
}

/// [`paired`] in f32: `$eight` on the whole flits, then each group split to the four lanes of its
/// tokens for `$four` (the float units), concatenated back to a flit for `$after`.
macro_rules! paired_f32 {
    ($ctx:ident, $a:ident, $b:ident, [$($eight:tt)*], [$($four:tt)*], [$($after:tt)*]) => {
        paired!($ctx, $a, $b, f32, [
            $($eight)*
            .vector_split::<m![H, 1 # 2], Lane>()
            $($four)*
            .vector_concat::<m![H], Packet>()
            $($after)*
        ])
    };
}

/// The f32 activation `x` staged in DM at scratch 0.
pub fn staged(ctx: &mut Context, x: &Hidden<f32>) -> Act<f32> {
    x.to_dm(&mut ctx.tdma, Arena::scratch(0))
}
