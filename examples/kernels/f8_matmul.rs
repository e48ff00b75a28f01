// A matrix product in f8e4m3: C = A B with A of 256 x 128 and B of 128 x 64, IK, KJ -> IJ, the
// products and the sums in f32 (the reference's ContractionCast for f8e4m3 has Output f32).
//
// Each slice computes a 16 x 4 tile of C: Slice = [I / 16, J / 4] covers the 256 slices. The
// slice's four columns of B go to four Rows of the TRF (Row = J % 4), 128 bytes each; its sixteen
// rows of A stream through the Aligner as 64-byte packets of 64 f8e4m3, so the reduction tree has
// depth 6 (one byte per element: 64 products per packet) and the accumulator sums the 2 packets of
// K in f32. The commit keeps the 4 valid f32 of each 8-lane packet (16 bytes), unrounded.
//
//   f8_matmul  C[I, J] = Σ_K A[I, K] · B[K, J], in f32
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 64, K = 128];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16, J / 4];
type Row = m![J % 4];

#[device(chip = 1)]
pub fn f8_matmul(
    ctx: &mut Context,
    a: &HbmTensor<f8e4m3, Chip, m![I, K]>,
    b: &HbmTensor<f8e4m3, Chip, m![K, J]>,
) -> HbmTensor<f32, Chip, m![I, J]> {
    // A: 16 rows of K per slice (2 KB at 0); B: 4 columns of K per slice (512 bytes after A).
    let a: DmTensor<f8e4m3, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<f8e4m3, Chip, Cluster, Slice, m![J % 4, K]> = b.to_dm(&mut ctx.tdma, 1 << 11);

    let b_trf: TrfTensor<f8e4m3, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<f8e4m3, m![J % 4, K / 32], m![K % 32]>()
        .collect::<m![J % 4, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);

    let c: DmTensor<f32, Chip, Cluster, Slice, m![I % 16, J % 4]> = ctx
        .main
        .begin(a.view())
        .fetch::<f8e4m3, m![I % 16, K / 32], m![K % 32]>()
        .collect::<m![I % 16, K / 32], m![K % 32]>()
        .align::<m![I % 16, K / 64], m![K % 64], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 16], m![J % 4 # 8]>(AccumulationKind::Interleaved)
        .commit(1 << 12);

    c.to_hbm(&mut ctx.tdma, 1 << 20)
}
