//! Fields of packed i32 words.

use super::*;

/// A field of a packed word: `width` bits from bit `low`.
pub struct Field {
    pub low: i32,
    pub width: i32,
}

impl Field {
    /// The mask of the field in place: `Field { low: 4, width: 8 }.mask()` is `0xff0`.
    const fn mask(&self) -> i32 {
        ((1 << self.width) - 1) << self.low
    }

    /// The field of each word with the bits `flip` toggled, shifted down to bit zero.
    fn extract(&self, ctx: &mut Context, x: &Acts<i32>, flip: i32) -> Acts<i32> {
        let x_dm = staged(ctx, x, 0);
        let out: Tokens<i32> = token_pass!(ctx, x_dm, i32, [
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_logic(LogicBinaryOpI32::BitAnd, self.mask())
            .vector_logic(LogicBinaryOpI32::BitXor, flip << self.low)
            .vector_fxp(FxpBinaryOp::LogicRightShift, self.low)
        ] .commit(at::dm(1)));
        out.to_hbm(&mut ctx.tdma, at::hbm(0))
    }
}

/// Bits 4 to 11 of each word with the low bit of each nibble toggled: `((x & 0xff0) ^ 0x110) >> 4`.
#[device(chip = 1)]
pub fn middle_byte_toggled(ctx: &mut Context, x: &Acts<i32>) -> Acts<i32> {
    Field { low: 4, width: 8 }.extract(ctx, x, 0x11)
}
