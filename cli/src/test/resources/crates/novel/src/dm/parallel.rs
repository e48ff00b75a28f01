//! The sub context's parallel copies across clusters and chips, with tile orders the reference
//! crate does not use.

#![allow(clippy::type_complexity)]

use furiosa_visa_std::prelude::*;

axes![A = 256, B = 2048];

/// Each cluster keeps the tile of `B / 512 % 2` named for it, reversed: cluster 0 takes tile 1,
/// cluster 1 tile 0.
#[device(chip = 4)]
pub fn cluster_tiles_reversed(
    ctx: &mut Context,
    x: &HbmTensor<i32, m![A / 4 % 4], m![A / 16, A % 4, B]>,
) -> HbmTensor<i32, m![A / 4 % 4], m![A / 16, A % 4, B / 1024, B % 512]> {
    let dm: DmTensor<i32, m![A / 4 % 4], m![A / 2 % 2], m![B % 16, B / 16 % 16], m![B / 256, A % 2, A / 16]> =
        x.to_dm(&mut ctx.tdma, 0);
    let sliced: DmTensor<i32, _, _, _, m![B / 1024, B / 256 % 2, A % 2, A / 16]> = ctx
        .sub
        .parallel_copy_cluster_slice::<2, m![B / 512 % 2], m![B / 1024, 1 # 2, B / 256 % 2, A % 2, A / 16], _, _, _, _, _, _>(
            dm.view(),
            &[1, 0],
        );
    sliced.to_hbm(&mut ctx.tdma, 0x4000)
}

/// Each chip keeps the tile of `B / 512 % 4` named for it: chips 0 to 3 take tiles 3, 1, 0 and 2.
#[device(chip = 4)]
pub fn chip_tiles_permuted(
    ctx: &mut Context,
    x: &HbmTensor<i32, m![A / 4 % 4], m![A / 16, A % 4, B]>,
) -> HbmTensor<i32, m![A / 4 % 4], m![A / 16, A % 4, B / 2048, B % 512]> {
    let dm: DmTensor<i32, m![A / 4 % 4], m![A / 2 % 2], m![B % 16, B / 16 % 16], m![B / 256, A % 2, A / 16]> =
        x.to_dm(&mut ctx.tdma, 0);
    const ORDER: [usize; 4] = [3, 1, 0, 2];
    let sliced: DmTensor<i32, _, _, _, m![B / 2048, B / 256 % 2, A % 2, A / 16]> = ctx
        .sub
        .parallel_copy_chip_slice::<4, m![B / 512 % 4], m![B / 2048, 1 # 4, B / 256 % 2, A % 2, A / 16], _, _, _, _, _, _>(
            dm.view(),
            &ORDER,
        );
    sliced.to_hbm(&mut ctx.tdma, 0x4000)
}
