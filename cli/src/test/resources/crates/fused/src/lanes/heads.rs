//! Two heads computed apart and written into one tensor through views of it.

use super::*;

axes![H = 2];

/// The output, both heads of each row in its slice.
type Packed = DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2, H, B]>;

/// Writes `x + OFFSET` into head `HEAD` of `out`.
fn write_head<const HEAD: usize, const OFFSET: i32>(ctx: &mut Context, x: &Rows<i32>, out: &mut Packed) {
    row_stream!(ctx, x, i32, [
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, OFFSET)
        .vector_final()
        .commit_view(out.view_mut().tile::<m![H], 1, m![A % 2, 1 # 2, B]>(HEAD))
    ]);
}

/// Two projections packed as the heads of one tensor: `out[a, 0, b] = q[a, b] + 1`,
/// `out[a, 1, b] = k[a, b] - 1`.
#[device(chip = 1)]
pub fn pack_heads(
    ctx: &mut Context,
    q: &HbmTensor<i32, Chip, m![A, B]>,
    k: &HbmTensor<i32, Chip, m![A, B]>,
) -> HbmTensor<i32, Chip, m![A, H, B]> {
    let q_dm: Rows<i32> = q.to_dm(&mut ctx.tdma, 0x1000);
    let k_dm: Rows<i32> = k.to_dm(&mut ctx.tdma, 0x2000);
    let mut out: Packed = unsafe { DmTensor::from_addr(0x4000) };
    write_head::<0, 1>(ctx, &q_dm, &mut out);
    write_head::<1, -1>(ctx, &k_dm, &mut out);
    out.to_hbm(&mut ctx.tdma, 0x10000)
}
