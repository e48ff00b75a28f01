// valid DMA::SHUFFLE  (the permutation [1, 0] of the two clusters)
// invalid DMA::SHUFFLE: "dm_cluster_shuffle::<_, 2," => "dm_cluster_shuffle::<_, 4,"  (CLUSTER_DIM 4, but the tensor's Cluster m![A / 2048] has 2 positions: its cluster_tile is m![1 # 2], not m![1 # 4], context.rs:153 and assert_div, furiosa-mapping/src/mapping.rs:265)
// valid DMA::SHUFFLE: "&[1, 0]" => "&[1]"  (a pattern shorter than the clusters: the reference's &[usize] writes only cluster 0, context.rs:151, and cluster 1 keeps what it held)
// invalid Kernel::UNMODELLED: "&[1, 0]" => "&[2]"  (source cluster 2 of 2 clusters in a short pattern: its cluster_tile starts past the tensor's Cluster, which the reference's tile does not assert, tensor_view.rs:86; the run is unknown, as for any tile starting past its dimension)
// valid DMA::SHUFFLE: "&[1, 0]" => "&[0, 0]"  (cluster 0 copied to both: a source may be named twice)
// invalid Kernel::UNMODELLED: "&[1, 0]" => "&[0, 0, 0]"  (three target clusters of 2: the third entry writes a cluster_tile past the destination's Cluster, unknown)
// valid DMA::SHUFFLE: "dm_cluster_shuffle::<_, 2," => "dm_chip_shuffle::<_, 1,"; "&[1, 0]" => "&[0]"  (one chip, chip 0 from itself)
// invalid Kernel::UNMODELLED: "dm_cluster_shuffle::<_, 2," => "dm_chip_shuffle::<_, 1,"; "&[1, 0]" => "&[1]"  (source chip 1 of 1 chip: a chip_tile starting past the Chip, unknown)
// invalid DMA::SHUFFLE: "&[0]" => "&[0, 0]"  (two entries for one chip: the chip pattern is a [usize; CHIP_DIM], one per chip)
// valid DMA::SHUFFLE: "m![A / 2048], m![A / 8 % 256], m![A % 8]" => "m![1], m![A / 16], m![A % 16]"; "dm_cluster_shuffle::<_, 2," => "dm_cluster_shuffle::<_, 1,"; "&[1, 0]" => "&[0]"  (a tensor on one cluster, Cluster m![1], shuffled with CLUSTER_DIM 1: the count is the tensor's, not the device's 2)
// invalid Kernel::UNMODELLED: "m![A / 2048], m![A / 8 % 256], m![A % 8]" => "m![1], m![A / 16], m![A % 16]"; "dm_cluster_shuffle::<_, 2," => "dm_cluster_shuffle::<_, 1,"; "&[1, 0]" => "&[1]"  (source cluster 1 of a tensor whose Cluster has one position: its cluster_tile at 1 starts past it, though the device has 2 clusters; unknown)
// invalid Kernel::UNMODELLED: "m![A / 2048], m![A / 8 % 256], m![A % 8]" => "m![1], m![A / 16], m![A % 16]"; "dm_cluster_shuffle::<_, 2," => "dm_cluster_shuffle::<_, 1,"; "&[1, 0]" => "&[0, 0]"  (two target clusters for a tensor on one: the second writes past its Cluster, unknown)
// invalid DMA::SHUFFLE: "dm_cluster_shuffle::<_, 1," => "dm_cluster_shuffle::<_, 2,"  (CLUSTER_DIM 2, the device's count, for a tensor of Cluster m![1]: mapping.rs:265)
use furiosa_visa_std::prelude::*;

axes![A = 4096];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {
    let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let shuffled: DmTensor<i32, _, _, _, _> = ctx
        .tdma
        .dm_cluster_shuffle::<_, 2, _, _, _, _>(dm.view(), &[1, 0]);
    shuffled.to_hbm(&mut ctx.tdma, 0x2000)
}
