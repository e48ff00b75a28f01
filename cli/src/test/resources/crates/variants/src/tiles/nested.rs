//! Kernels in modules nested inside a module, each reaching its parents through `use super::*`.

use super::*;

pub mod inner {
    use super::*;

    /// Columns two at a time, the pair's second from a closure capturing the first.
    #[device(chip = 1)]
    pub fn deep_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
        let mut out = unsafe { HbmTensor::<i8, Chip, Cols>::from_addr(OUT) };
        for b in (0..COLUMNS).step_by(2) {
            let odd = || b + 1;
            column(ctx, input, &mut out, b);
            column(ctx, input, &mut out, odd());
        }
        out
    }

    pub mod deeper {
        use super::super::*;

        /// The columns in the order a `match` on each one's parity gives.
        #[device(chip = 1)]
        pub fn deepest_columns(ctx: &mut Context, input: &HbmTensor<i8, Chip, Rows>) -> HbmTensor<i8, Chip, Cols> {
            let mut out = unsafe { HbmTensor::<i8, Chip, Cols>::from_addr(OUT) };
            for b in 0..COLUMNS {
                let to = match b % 2 {
                    0 => b,
                    _ => b,
                };
                column_to(ctx, input, &mut out, Move { from: b, to });
            }
            out
        }
    }
}
