// valid Aligner::TILING  (a helper aligns A with the TRF through the alias OutTime, whose innermost J % 2, absent from A's Time, tiles over the TRF Element [J % 2, K])
// invalid Aligner::TILING: "type OutTime = m![I % 16, K / 32, J % 2];" => "type OutTime = m![I % 16, K / 32, J / 8 % 2];"  (the alias's tiling axis J / 8 % 2 is absent from the TRF: the Slice holds it, stream_tensor.rs:1264)
// invalid Aligner::TILING: "type OutTime = m![I % 16, K / 32, J % 2];" => "type OutTime = m![I % 16, K / 32, J % 8 / 4];"  (the tiling axis J % 8 / 4 is in the TRF's Row, not its Element)
// valid Aligner::STREAM_ADAPTER  (OutTime keeps Time's I % 16, K / 32 in order, the tiling innermost)
// invalid Aligner::STREAM_ADAPTER: "type OutTime = m![I % 16, K / 32, J % 2];" => "type OutTime = m![I % 16, J % 2, K / 32];"  (the tiling axis J % 2 outside K / 32: not innermost, stream_tensor.rs:1257)
// invalid Aligner::STREAM_ADAPTER: "type OutTime = m![I % 16, K / 32, J % 2];" => "type OutTime = m![K / 32, I % 16, J % 2];"  (Time's axes reordered in OutTime, stream_tensor.rs:1249)
// valid StreamAdapter::COLLECT_FLITS  (16 × 16 steps of A tiled by 2, over an OutTime of 16 × 8 × 2: 2 flits per packet)
// invalid StreamAdapter::COLLECT_FLITS: "type OutTime = m![I % 16, K / 32, J % 2];" => "type OutTime = m![I % 16, K / 64, J % 2];"  (an OutTime of 16 × 4 × 2: 4 flits per packet, stream_tensor.rs:1244)
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 128, K = 256];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16, J / 8];
type Row = m![J % 8 / 2];
type Weight = m![J % 2, K];
/// The product's element: A's rows, then B's columns as the TRF column pair and the TRF rows.
type Out = m![I % 16, J % 2, J % 8 / 2];
/// The aligned stream's time: A's rows, its 64-byte packets of K, and the tiling over the TRF's J % 2.
type OutTime = m![I % 16, K / 32, J % 2];

/// Loads B's 8 columns of the slice as 4 TRF rows of two columns each.
fn weights(
    ctx: &mut Context,
    b: &DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]>,
) -> TrfTensor<bf16, Chip, Cluster, Slice, Row, Weight> {
    ctx.sub
        .begin(b.view())
        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
        .collect::<m![J % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full)
}

/// Multiplies A's rows by the weights, each packet of A read once per TRF column pair.
fn product(
    ctx: &mut Context,
    a: &DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]>,
    w: &TrfTensor<bf16, Chip, Cluster, Slice, Row, Weight>,
) -> DmTensor<bf16, Chip, Cluster, Slice, Out> {
    ctx.main
        .begin(a.view())
        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()
        .collect::<m![I % 16, K / 16], m![K % 16]>()
        .align::<OutTime, m![K % 32], _, _>(w)
        .contract::<m![1]>()
        .accumulate::<m![I % 16, J % 2], m![J % 8 / 2 # 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![J % 8 / 2 # 16]>()
        .commit(3 << 12)
}

#[device(chip = 1)]
fn tiled_gemm(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 13);
    let w = weights(ctx, &b);
    let c = product(ctx, &a, &w);
    c.to_hbm(&mut ctx.tdma, 2 << 20)
}
