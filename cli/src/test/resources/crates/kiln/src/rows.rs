//! A token a slice, its eight channels one flit: the layout every pass of the crate starts from.

pub(crate) use furiosa_visa_std::prelude::*;

axes![
    T = 256, // tokens, one a slice
    C = 8,   // channels of a token, one a lane
    I = 2,   // the two operands of a pair
];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];

/// A token's channels in DM, one token a slice.
pub type Tokens<D> = DmTensor<D, Chip, Cluster, m![T], m![C]>;
/// Activations `[T, C]` in HBM.
pub type Acts<D> = HbmTensor<D, Chip, m![T, C]>;

/// Where buffers go: DM staging 16 KiB apart, HBM results 1 MiB apart.
pub mod at {
    /// DM staging buffer `n`: `at::dm(2)` is `0x9000`.
    pub const fn dm(n: u64) -> u64 {
        0x1000 + n * 0x4000
    }

    /// HBM result `n`: `at::hbm(0)` is `0x10_0000`.
    pub const fn hbm(n: u64) -> u64 {
        (n + 1) << 20
    }
}

/// One Vector Engine pass over `$src` (a [`Tokens`] of `$d`), a whole token's flit in one step:
/// `$op` between `vector_init` and `vector_final`, then `$end` (a commit). Led by
/// `@flit $packet`, the pass reads a source whose flit is `$packet` instead of the channels.
macro_rules! token_pass {
    (@flit $packet:ty, $ctx:ident, $src:expr, $d:ty, [$($op:tt)*] $($end:tt)*) => {
        $ctx.main
            .begin($src.view())
            .fetch::<$d, m![1], $packet>()
            .collect::<m![1], $packet>()
            .vector_init()
            $($op)*
            .vector_final()
            $($end)*
    };
    ($ctx:ident, $src:expr, $d:ty, [$($op:tt)*] $($end:tt)*) => {
        token_pass!(@flit m![C], $ctx, $src, $d, [$($op)*] $($end)*)
    };
}

/// [`token_pass`] whose middle runs on the float units' four lanes: `$pre` on the whole flit,
/// the flit split into two halves along time for `$four`, concatenated back for `$post`.
/// `float_pass!(ctx, x, i32, [.vector_fxp_to_fp(31)], [.vector_fp_unary(FpUnaryOp::Exp)], [] .commit(0))`
/// is `exp(x)` of an i32 `x`.
macro_rules! float_pass {
    ($ctx:ident, $src:expr, $d:ty, [$($pre:tt)*], [$($four:tt)*], [$($post:tt)*] $($end:tt)*) => {
        token_pass!($ctx, $src, $d, [
            $($pre)*
            .vector_split::<m![C / 4], m![C % 4]>()
            $($four)*
            .vector_concat::<m![1], m![C]>()
            $($post)*
        ] $($end)*)
    };
}

/// `x` brought to DM at staging buffer `n`.
pub fn staged<D: Scalar>(ctx: &mut Context, x: &Acts<D>, n: u64) -> Tokens<D> {
    x.to_dm(&mut ctx.tdma, at::dm(n))
}
