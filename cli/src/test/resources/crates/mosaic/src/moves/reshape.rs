//! DM tensors reinterpreted by `reshape`, one dimension after another.

use super::*;

axes![G = 4, J = 8, Z = 256];

/// The 32 words of each slice regrouped as `[G, J]`, then the slice axis renamed: a DM reshape of
/// the element, then of the slice, then back to HBM. Word `w = 16 (p / 256) + k` of slice
/// `p % 256` lands at `out[p % 256, w / 8, w % 8]`.
#[device(chip = 1)]
pub fn regroup_words(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![P, K]>) -> HbmTensor<i32, Chip, m![Z, G, J]> {
    let dm = x.to_dm::<Cluster, m![P % 256], m![P / 256, K]>(&mut ctx.tdma, ARENA.slot(0));
    let grouped: DmTensor<i32, Chip, Cluster, m![P % 256], m![G, J]> = unsafe { dm.reshape() };
    let renamed: DmTensor<i32, Chip, Cluster, m![Z], m![G, J]> = unsafe { grouped.reshape() };
    renamed.to_hbm(&mut ctx.tdma, ARENA.result(0))
}
