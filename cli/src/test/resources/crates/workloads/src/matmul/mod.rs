//! Matrix products on the Contraction Engine: a block of 4 × 4 outputs a slice, the right operand's
//! four columns the TRF's rows.

use furiosa_visa_std::prelude::*;

/// The i32 products of the rows of `$x` (in DM) with those of `$w` (in the TRF) summed over `K`, a
/// block of four rows of `I` by four of `J` a slice, then the stages `$op` in order (a Vector
/// Engine epilogue from `vector_init` on, or none), up to and with the commit. Defined ahead of
/// the modules that use it, as `macro_rules!` scoping asks.
macro_rules! product_stream {
    ($ctx:ident, $x:ident, $w:ident, [$($op:tt)*]) => {
        $ctx.main
            .begin($x.view())
            .fetch::<i8, m![I % 4, K / 32], m![K % 32]>()
            .collect::<m![I % 4, K / 32], m![K % 32]>()
            .align::<m![I % 4, K / 64], m![K % 64], _, _>(&$w)
            .contract::<m![1]>()
            .accumulate::<m![I % 4], m![J % 4 # 8]>(AccumulationKind::Interleaved)
            $($op)*
    };
}

/// Two halves of partial products, `$mine` and `$theirs` (rows `I % 2` of each block), interleaved
/// on `G` and added by the clip unit's zip, committed into `$sum`.
macro_rules! add_halves {
    ($ctx:ident, $mine:ident, $theirs:ident, $sum:ident) => {
        $ctx.main
            .begin_interleaved::<G, _, _, _, _, _>($mine.view(), $theirs.view())
            .fetch::<i32, m![I % 2, G], m![J % 4 # 8]>()
            .collect::<m![I % 2, G], m![J % 4 # 8]>()
            .vector_init()
            .vector_intra_slice_unzip::<G, m![I % 2, 1 # 2], m![I % 2]>()
            .vector_clip_zip(ClipBinaryOpI32::AddFxp)
            .vector_final()
            .commit_view($sum.view_mut())
    };
}

mod batched;
mod epilogue;
mod split;

pub use batched::*;
pub use epilogue::*;
pub use split::*;

axes![I = 128, J = 32, K = 128, B = 2, G = 2];

pub(crate) type Chip = m![1];
/// Each slice computes the 4 × 4 block (J / 4, I / 4) of the output.
pub(crate) type Blocks = m![J / 4, I / 4];
pub(crate) type Rows = m![J % 4];
