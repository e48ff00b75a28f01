//! One row copied to every token: the DMA writes the same channels to each slice.

use super::*;

/// Every token's channels the bias plus one, `out[t, c] = bias[c] + 1`: the bias staged once per
/// slice by the DMA (a broadcast over `T`), then raised by the fixed-point unit.
#[device(chip = 1)]
pub fn bias_rows(ctx: &mut Context, bias: &HbmTensor<i32, Chip, m![C]>) -> Acts<i32> {
    let rows: Tokens<i32> = bias.to_dm(&mut ctx.tdma, at::dm(0));
    let out: Tokens<i32> = token_pass!(ctx, rows, i32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 1)
    ] .commit(at::dm(1)));
    out.to_hbm(&mut ctx.tdma, at::hbm(0))
}

/// A float row repeated in HBM, `out[c, t] = x[c]`, each value written once per token.
#[device(chip = 1)]
pub fn row_repeated(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![C]>) -> HbmTensor<f32, Chip, m![C, T]> {
    x.to_hbm(&mut ctx.tdma, at::hbm(0))
}
