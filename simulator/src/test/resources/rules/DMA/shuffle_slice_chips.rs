// valid DMA::SHUFFLE  (cluster_chip_shuffle_slice's chip shuffle and cluster slice on 4 chips, composed in one device function: each chip takes the next chip's part, then each cluster keeps its tile of B / 512 % 2)
// invalid DMA::SHUFFLE: "&[1, 2, 3, 0]" => "&[1, 2, 3]"  (three sources for 4 chips: the pattern is a &[usize; CHIP_DIM], context.rs:182)
// invalid DMA::SHUFFLE: "dm_chip_shuffle::<_, 4, _, _, _, _>(dm_tensor.view(), &[1, 2, 3, 0])" => "dm_chip_shuffle::<_, 2, _, _, _, _>(dm_tensor.view(), &[1, 0])"  (CHIP_DIM 2 where the tensor's Chip has 4 positions: chip_tile's assert_div wants Padding<Identity, 4>)
// invalid Kernel::UNMODELLED: "&[1, 2, 3, 0]" => "&[1, 2, 3, 4]"  (a source past the 4 chips: a chip_tile starting past its dimension, which the reference does not assert)
// valid DMA::SHUFFLE: "&[1, 2, 3, 0]" => "&[3, 3, 0, 0]"  (a source named twice, another never: every target chip is written)
// invalid DMA::PCOPY: "&[0, 1]," => "&[0, 1, 0],"  (three slice indices for 2 clusters: the indices are a &[usize; CLUSTER_DIM], context.rs:248)
// invalid View::SUBVIEW: "m![B / 1024, 1 # 2, B / 256 % 2, A % 2, A / 16], _, _, _, _, _, _>" => "m![B / 1024, B / 256 % 2, A % 2, A / 16], _, _, _, _, _, _>"  (AxisSlicedElement, a view type the kernel writes, without B / 512 % 2's place: the tile's assert_div, mapping.rs:265, wants it as padding)
// invalid Kernel::UNMODELLED: "&[0, 1]," => "&[0, 2],"  (slice index 2 past B / 512 % 2's 2 steps: a tile starting past its dimension)
use furiosa_visa_std::prelude::*;

axes![A = 256, B = 4096];

#[device(chip = 4)]
pub fn shuffled_cluster_slice(
    ctx: &mut Context,
    hbm_tensor: &HbmTensor<i32, m![A / 4 % 4], m![A / 16, A % 4, B]>,
) -> HbmTensor<i32, m![A / 4 % 4], m![A / 16, A % 4, B / 1024, B % 512]> {
    let dm_tensor: DmTensor<i32, m![A / 4 % 4], m![A / 2 % 2], m![B % 16, B / 16 % 16], m![B / 256, A % 2, A / 16]> =
        hbm_tensor.to_dm(&mut ctx.tdma, 0);

    let shuffled: DmTensor<i32, _, _, _, _> = ctx
        .tdma
        .dm_chip_shuffle::<_, 4, _, _, _, _>(dm_tensor.view(), &[1, 2, 3, 0]);

    let sliced: DmTensor<i32, _, _, _, m![B / 1024, B / 256 % 2, A % 2, A / 16]> = ctx
        .sub
        .parallel_copy_cluster_slice::<2, m![B / 512 % 2], m![B / 1024, 1 # 2, B / 256 % 2, A % 2, A / 16], _, _, _, _, _, _>(
            shuffled.view(),
            &[0, 1],
        );

    sliced.to_hbm(&mut ctx.tdma, 0x2000)
}
