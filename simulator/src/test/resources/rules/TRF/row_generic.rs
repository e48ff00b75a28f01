// valid Row::TIME  (a generic helper stores two rows per slice as the caller's Row m![R]: Row::SIZE 2 = Time::SIZE 2)
// invalid Row::TIME: "stage::<m![R]>" => "stage::<m![R # 4]>"  (the caller pads the Rows to 4, from a Time of 2: stream_tensor.rs:1151, reported at the helper's to_trf via the call)
// valid Row::SIZE: "stage::<m![R]>" => "stage::<m![R # 2]>"  (padding of no size: 2 Rows still)
// invalid Row::SIZE: "stage::<m![R # 2]>" => "stage::<m![R # 3]>"  (3 Rows, stream_tensor.rs:1131, checked before the Time)
// valid TRF::CAPACITY: "K = 16" => "K = 8192"; "fetch::<bf16, m![R], m![K]>()\n        .collect::<m![R], m![K]>()" => "fetch::<bf16, m![R, K / 16], m![K % 16]>()\n        .collect::<m![R, K / 16], m![K % 16]>()"  (2 Rows × 8192 bf16 = 32768 bytes, all of the const REGION, TrfAddress::SecondHalf)
// invalid TRF::CAPACITY: "K = 8192" => "K = 8208"  (32832 bytes in the half the const names, stream_tensor.rs:1140)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 2, K = 16];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![S];

const REGION: TrfAddress = TrfAddress::SecondHalf;

/// Stores the `R` rows of each slice's weights as the TRF rows `Row`, K in each.
fn stage<Row: M>(
    ctx: &mut Context,
    w: &DmTensor<bf16, Chip, Cluster, Slice, m![R, K]>,
) -> TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> {
    ctx.sub
        .begin(w.view())
        .fetch::<bf16, m![R], m![K]>()
        .collect::<m![R], m![K]>()
        .to_trf(REGION)
}

#[device(chip = 1)]
pub fn two_rows(ctx: &mut Context, w: &HbmTensor<bf16, Chip, m![S, R, K]>) -> HbmTensor<bf16, Chip, m![S, R, K]> {
    let w_dm: DmTensor<bf16, Chip, Cluster, Slice, m![R, K]> = w.to_dm(&mut ctx.tdma, 0);
    let _t = stage::<m![R]>(ctx, &w_dm);
    w_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}
