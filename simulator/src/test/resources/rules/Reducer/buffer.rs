// valid Reducer::BUFFER  (Interleaved accumulation over K / 32 keeps 128 positions of I inside it, the most it holds)
// invalid Reducer::BUFFER: "2048" => "4096"; "/ 128" => "/ 256"; "a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 128" => "a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 256"; "Slice, m![I % 128" => "Slice, m![I % 256"; "        .fetch::<bf16, m![K / 32, I % 128, K / 16 % 2], m![K % 16]>()\n        .collect::<m![K / 32, I % 128, K / 16 % 2], m![K % 16]>()\n        .align::<m![K / 32, I % 128], m![K % 32], _, _>(&b_trf)\n        .contract::<m![1]>()\n        .accumulate::<m![I % 128], m![J % 8]>(AccumulationKind::Interleaved)\n" => "        .fetch::<bf16, m![K / 32, I % 256, K / 16 % 2], m![K % 16]>()\n        .collect::<m![K / 32, I % 256, K / 16 % 2], m![K % 16]>()\n        .align::<m![K / 32, I % 256], m![K % 32], _, _>(&b_trf)\n        .contract::<m![1]>()\n        .accumulate::<m![I % 256], m![J % 8]>(AccumulationKind::Interleaved)\n"  (Interleaved accumulation over K / 32 keeps 256 positions of I inside it (at most 128))
use furiosa_visa_std::prelude::*;

axes![I = 2048, J = 128, K = 64];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 128, J / 8];
type Row = m![J % 8];

#[device(chip = 1)]
fn gemm(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 128, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 0x8000);

    let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
        .collect::<m![J % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);

    let c: DmTensor<bf16, Chip, Cluster, Slice, m![I % 128, J % 8]> = ctx
        .main
        .begin(a.view())
        .fetch::<bf16, m![K / 32, I % 128, K / 16 % 2], m![K % 16]>()
        .collect::<m![K / 32, I % 128, K / 16 % 2], m![K % 16]>()
        .align::<m![K / 32, I % 128], m![K % 32], _, _>(&b_trf)
        .contract::<m![1]>()
        .accumulate::<m![I % 128], m![J % 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![J % 8 # 16]>()
        .commit(0x10000);

    c.to_hbm(&mut ctx.tdma, 2 << 20)
}
