// A Row of 4 TRF rows filled from a Time of 2: breaks Row::TIME (Row::SIZE 4 > Time::SIZE 2).
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 128, K = 256];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16, J / 8];
type Row = m![J % 8];

#[device(chip = 1)]
fn gemm(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 13);

    let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
        .collect::<m![J % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);

    let c: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, J % 8]> = ctx
        .main
        .begin(a.view())
        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()
        .collect::<m![I % 16, K / 16], m![K % 16]>()
        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 16], m![J % 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![J % 8 # 16]>()
        .commit(3 << 12);

    // the part of b the stream reads: a fetch reads every index of what it begins from
    let part: DmTensor<bf16, Chip, Cluster, Slice, m![J % 4, K % 8]> = unsafe { DmTensor::from_addr(4 << 16) };
    let t: TrfTensor<bf16, Chip, Cluster, Slice, m![J % 4], m![K % 8]> = ctx
        .sub
        .begin(part.view())
        .fetch::<bf16, m![J % 4 / 2], m![J % 2, K % 8]>()
        .collect::<m![J % 4 / 2], m![J % 2, K % 8]>()
        .to_trf(TrfAddress::SecondHalf);
    c.to_hbm(&mut ctx.tdma, 2 << 20)
}
