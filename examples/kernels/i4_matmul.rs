// A matrix product in i4 (-8..7, two elements to a byte): C = A B^T with A of 256 x 256 and B of
// 64 x 256, IK, JK -> IJ, the products and the sums in i32 (the reference's ContractionCast for
// i4 has Output i32). B is stored K-innermost, as the DMA moves whole bytes: a pair of i4 that
// shares a byte in DM shares one in HBM.
//
// Each slice computes a 16 x 4 tile of C: Slice = [I / 16, J / 4] covers the 256 slices. The
// slice's four rows of B go to four Rows of the TRF (Row = J % 4), 128 bytes each; its sixteen
// rows of A stream through the Aligner as 64-byte packets of 128 i4, so the reduction tree has
// depth 7 and the accumulator sums the 2 packets of K.
//
//   i4_matmul          C[I, J] = Σ_K A[I, K] · B[J, K], in i32
//   i4_matmul_requant  the same, cast back to i4 by the Cast Engine (the low 4 bits, as
//                      i4::from_i32), 16 i4 (8 bytes) committed per packet, 4 of them held
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 64, K = 256];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16, J / 4];
type Row = m![J % 4];

#[device(chip = 1)]
pub fn i4_matmul(
    ctx: &mut Context,
    a: &HbmTensor<i4, Chip, m![I, K]>,
    b: &HbmTensor<i4, Chip, m![J, K]>,
) -> HbmTensor<i32, Chip, m![I, J]> {
    // A: 16 rows of K per slice (2 KB at 0); B: 4 rows of K per slice (512 bytes after A).
    let a: DmTensor<i4, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<i4, Chip, Cluster, Slice, m![J % 4, K]> = b.to_dm(&mut ctx.tdma, 1 << 11);

    let b_trf: TrfTensor<i4, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<i4, m![J % 4, K / 64], m![K % 64]>()
        .collect::<m![J % 4, K / 64], m![K % 64]>()
        .to_trf(TrfAddress::Full);

    let c: DmTensor<i32, Chip, Cluster, Slice, m![I % 16, J % 4]> = ctx
        .main
        .begin(a.view())
        .fetch::<i4, m![I % 16, K / 64], m![K % 64]>()
        .collect::<m![I % 16, K / 64], m![K % 64]>()
        .align::<m![I % 16, K / 128], m![K % 128], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 16], m![J % 4 # 8]>(AccumulationKind::Interleaved)
        .commit(1 << 12);

    c.to_hbm(&mut ctx.tdma, 1 << 20)
}

#[device(chip = 1)]
pub fn i4_matmul_requant(
    ctx: &mut Context,
    a: &HbmTensor<i4, Chip, m![I, K]>,
    b: &HbmTensor<i4, Chip, m![J, K]>,
) -> HbmTensor<i4, Chip, m![I, J]> {
    let a: DmTensor<i4, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<i4, Chip, Cluster, Slice, m![J % 4, K]> = b.to_dm(&mut ctx.tdma, 1 << 11);

    let b_trf: TrfTensor<i4, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<i4, m![J % 4, K / 64], m![K % 64]>()
        .collect::<m![J % 4, K / 64], m![K % 64]>()
        .to_trf(TrfAddress::Full);

    let c: DmTensor<i4, Chip, Cluster, Slice, m![I % 16, J % 4 # 16]> = ctx
        .main
        .begin(a.view())
        .fetch::<i4, m![I % 16, K / 64], m![K % 64]>()
        .collect::<m![I % 16, K / 64], m![K % 64]>()
        .align::<m![I % 16, K / 128], m![K % 128], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 16], m![J % 4 # 8]>(AccumulationKind::Interleaved)
        .cast::<i4, m![J % 4 # 64]>()
        .commit(1 << 12);

    c.to_hbm(&mut ctx.tdma, 1 << 20)
}
