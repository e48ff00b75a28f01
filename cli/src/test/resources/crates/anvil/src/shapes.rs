//! The chip and cluster every kernel runs on, where its buffers go, and the passes they share.

pub(crate) use furiosa_visa_std::prelude::*;

pub type Chip = m![1];
pub type Cluster = m![1 # 2];

/// Where buffers go: DM buffers 32 KiB apart, HBM results 1 MiB apart.
pub mod at {
    /// DM buffer `n`: `at::dm(3)` is `0x1_8000`.
    pub const fn dm(n: u64) -> u64 {
        n * 0x8000
    }

    /// HBM result `n`: `at::hbm(1)` is `0x50_0000`.
    pub const fn hbm(n: u64) -> u64 {
        (n + 4) << 20
    }
}

/// A Vector Engine pass of the main context over `$src`, `$time` steps of `$packet` elements
/// read as `$d`: `$op` between `vector_init` and `vector_final`, then `$end` (a cast, a commit).
/// `lanes!(ctx, x, i32, m![1], m![E], [.vector_fxp(FxpBinaryOp::MulInt, 2)] .commit(0))` doubles `x`.
macro_rules! lanes {
    ($ctx:ident, $src:expr, $d:ty, $time:ty, $packet:ty, [$($op:tt)*] $($end:tt)*) => {
        $ctx.main
            .begin($src.view())
            .fetch::<$d, $time, $packet>()
            .collect::<$time, $packet>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            $($op)*
            .vector_final()
            $($end)*
    };
}
