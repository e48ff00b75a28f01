// valid Aligner::TILING  (a trait's default method aligns A with the TRF by the implementor's associated type Steps, whose innermost J % 2 tiles over the TRF Element [J % 2, K])
// invalid Aligner::TILING: "    type Steps = m![I % 16, K / 32, J % 2];" => "    type Steps = m![I % 16, K / 32, J / 8 % 2];"  (the implementor's tiling axis J / 8 % 2 is absent from the TRF: the Slice holds it, stream_tensor.rs:1264, reported at the default method via its call)
// valid Aligner::TILING: "    type Steps = m![I % 16, K / 32, J % 2];" => "    type Steps = m![I % 16, K / 32, J % 2 # 2];"  (the tiling axis written with a padding of no size)
// invalid Aligner::TILING: "    type Steps = m![I % 16, K / 32, J % 2 # 2];" => "    type Steps = m![I % 16, K / 32, J % 8 / 4];"  (the tiling axis J % 8 / 4 is in the TRF's Row, not its Element)
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 128, K = 256];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16, J / 8];
type Row = m![J % 8 / 2];
type Weight = m![J % 2, K];
/// The product's element: A's rows, then B's columns as the TRF column pair and the TRF rows.
type Out = m![I % 16, J % 2, J % 8 / 2];

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

/// How a product walks A against the weights.
trait Walk {
    /// The aligned stream's time.
    type Steps: M;

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
            .align::<Self::Steps, m![K % 32], _, _>(w)
            .contract::<m![1]>()
            .accumulate::<m![I % 16, J % 2], m![J % 8 / 2 # 8]>(AccumulationKind::Interleaved)
            .cast::<bf16, m![J % 8 / 2 # 16]>()
            .commit(3 << 12)
    }
}

/// Tiles over the TRF column pair innermost.
struct Tiled;

impl Walk for Tiled {
    type Steps = m![I % 16, K / 32, J % 2];
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
    let c = Tiled::product(ctx, &a, &w);
    c.to_hbm(&mut ctx.tdma, 2 << 20)
}
