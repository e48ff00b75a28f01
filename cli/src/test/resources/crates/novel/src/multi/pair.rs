//! Two chips whose DM tiles are read by streams and written by commits.

use furiosa_visa_std::prelude::*;

axes![P = 2, S = 256, W = 16];

type OneChip = m![1 # 2];

/// Each chip's half is fetched through its chip tile, doubled, and committed into the other chip's
/// tile of the result: `out[p, s, w] = 2 · x[1 - p, s, w]`.
#[device(chip = 2)]
pub fn cross_chips(ctx: &mut Context, x: &HbmTensor<i32, m![P], m![S, W]>) -> HbmTensor<i32, m![P], m![S, W]> {
    let dm: DmTensor<i32, m![P], m![1 # 2], m![S], m![W]> = x.to_dm(&mut ctx.tdma, 0);
    let mut out = unsafe { DmTensor::<i32, m![P], m![1 # 2], m![S], m![W]>::from_addr(0x1000) };
    for p in 0..2 {
        let read: DmTensorView<i32, OneChip, m![1 # 2], m![S], m![W]> = dm.view().chip_tile::<m![P], 1, OneChip>(1 - p);
        ctx.main
            .begin(read)
            .fetch::<i32, m![W / 8], m![W % 8]>()
            .collect::<m![W / 8], m![W % 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::MulInt, 2)
            .vector_final()
            .commit_view(out.view_mut().chip_tile::<m![P], 1, OneChip>(p));
    }
    out.to_hbm(&mut ctx.tdma, 1 << 20)
}
