//! Tiles of one tensor in arrays: two projections written as the heads of one tensor, each by a
//! commit into its tile, and the two halves of each row's lanes exchanged by parallel copies.

use crate::shapes::*;

axes![
    H = 2,   // heads
    R = 256, // rows of the lane tensor, one a slice
    L = 8,   // lanes of a row
];

/// The four heads of each row, side by side in its slice.
type Packed = DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2, H, B]>;

/// Rows of eight lanes, one a slice.
type Lanes = DmTensor<i32, Chip, Cluster, m![R], m![L]>;

/// `out[a, h, b] = (h + 1) · p_h[a, b]`: the two inputs staged into a `Vec`, then each, walked
/// with its index, scaled by one more than its index into head `h` of the packed tensor. (With
/// four heads a head's tile would hold 16 i32 a row, past the 32 bytes a commit writes.)
#[device(chip = 1)]
pub fn heads_packed(ctx: &mut Context, p0: &Hbm<i32>, p1: &Hbm<i32>) -> HbmTensor<i32, Chip, m![A, H, B]> {
    let inputs = [p0, p1];
    let mut staged: Vec<Rows<i32>> = Vec::new();
    for (h, x) in inputs.iter().enumerate() {
        staged.push(x.to_dm(&mut ctx.tdma, 0x1000 + 0x1000 * h as u64));
    }
    let mut out: Packed = unsafe { DmTensor::from_addr(0x8000) };
    for (h, tile) in staged.iter().enumerate() {
        ctx.main
            .begin(tile.view())
            .fetch::<i32, m![A % 2], m![B]>()
            .collect::<m![A % 2], m![B # 8]>()
            .vector_init()
            .vector_intra_slice_branch(BranchMode::Unconditional)
            .vector_fxp(FxpBinaryOp::MulInt, h as i32 + 1)
            .vector_final()
            .commit_view(out.view_mut().tile::<m![H], 1, m![A % 2, 1 # 2, B]>(h));
    }
    out.to_hbm(&mut ctx.tdma, OUT)
}

/// Each row's two halves of four lanes exchanged: `out[r, l] = x[r, (l + 4) mod 8]`, the source
/// tiles kept in an array and each copied by the sub context to the other half.
#[device(chip = 1)]
pub fn lanes_swapped(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![R, L]>) -> HbmTensor<i32, Chip, m![R, L]> {
    let x_dm: Lanes = x.to_dm(&mut ctx.tdma, 0x1000);
    let mut out: Lanes = unsafe { DmTensor::from_addr(0x2000) };
    let halves = [
        x_dm.view().tile::<m![L], 4, m![L = 4 # 8]>(0),
        x_dm.view().tile::<m![L], 4, m![L = 4 # 8]>(4),
    ];
    for (k, half) in halves.into_iter().enumerate() {
        let to = 4 - 4 * k;
        half.to_dm_view_pcopy(&mut ctx.sub, out.view_mut().tile::<m![L], 4, m![L = 4 # 8]>(to));
    }
    out.to_hbm(&mut ctx.tdma, OUT)
}
