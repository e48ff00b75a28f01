// Row-pair sums of a product: accumulate keeps only part of the I term of Time.
//
// Time is [K / 64, I % 64]; OutTime keeps I % 64 / 2 and reduces K / 64 and the low digit I % 2, so
// each output row holds the sum over K of the products of two neighbouring rows of `a`:
// out[2i, j] = Σ_k (a[2i, k] + a[2i + 1, k]) · b[k, j].
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 512, K = 128];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 64, J / 8];
type Row = m![J % 8];

#[device(chip = 1)]
fn row_pair_sums(
    ctx: &mut Context,
    a: &HbmTensor<i8, Chip, m![I, K]>,
    b: &HbmTensor<i8, Chip, m![K, J]>,
) -> HbmTensor<i32, Chip, m![I / 64, I % 64 / 2, J]> {
    let a: DmTensor<i8, Chip, Cluster, Slice, m![I % 64, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<i8, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 14);

    let w: TrfTensor<i8, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<i8, m![J % 8, K / 32], m![K % 32]>()
        .collect::<m![J % 8, K / 32], m![K % 32]>()
        .to_trf(TrfAddress::Full);

    let c: DmTensor<i32, Chip, Cluster, Slice, m![I % 64 / 2, J % 8]> = ctx
        .main
        .begin(a.view())
        .fetch::<i8, m![K / 64, I % 64, K / 32 % 2], m![K % 32]>()
        .collect::<m![K / 64, I % 64, K / 32 % 2], m![K % 32]>()
        .align::<m![K / 64, I % 64], m![K % 64], _, _>(&w)
        .contract::<m![1]>()
        .accumulate::<m![I % 64 / 2], m![J % 8]>(AccumulationKind::Interleaved)
        .commit(1 << 15);

    c.to_hbm(&mut ctx.tdma, 2 << 20)
}
