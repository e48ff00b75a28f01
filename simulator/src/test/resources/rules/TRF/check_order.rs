// valid Row::SIZE  (8 Rows, the outer J of Time [J, K / 16])
// invalid Row::SIZE: "m![J], m![K]>" => "m![J / 4 # 3], m![J % 4, K]>"  (Row::SIZE 3, which also divides no Time of 1024 steps: stream_tensor.rs:1131 comes first)
// valid TRF::CAPACITY: "K = 256" => "K = 2048"; "TrfAddress::Full" => "TrfAddress::SecondHalf"  (8 Rows × 2048 bf16 = 32768 bytes, all of the half)
// invalid TRF::CAPACITY: "m![J], m![K]>" => "m![J], m![K # 2064]>"; "fetch::<bf16, m![J, K / 16]," => "fetch::<bf16, m![J, K / 16 # 129],"; "collect::<m![J, K / 16]," => "collect::<m![J, K / 16 # 129],"  (8 Rows × 2064 bf16 = 33024 bytes > 32768 of the half)
// invalid Row::SIZE: "m![J], m![K]>" => "m![J # 16], m![K # 4096]>"  (16 Rows of 4096 bf16, 131072 bytes past the half too: the row count, stream_tensor.rs:1131, before the capacity, 1140)
use furiosa_visa_std::prelude::*;

axes![S = 256, J = 8, K = 256];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn load(ctx: &mut Context, b: &HbmTensor<bf16, Chip, m![S, J, K]>) -> HbmTensor<bf16, Chip, m![S, J, K]> {
    let b_dm = b.to_dm::<Cluster, m![S], m![J, K]>(&mut ctx.tdma, 0);
    let t: TrfTensor<bf16, Chip, Cluster, m![S], m![J], m![K]> = ctx
        .sub
        .begin(b_dm.view())
        .fetch::<bf16, m![J, K / 16], m![K % 16]>()
        .collect::<m![J, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);
    b_dm.to_hbm(&mut ctx.tdma, 1 << 24)
}
