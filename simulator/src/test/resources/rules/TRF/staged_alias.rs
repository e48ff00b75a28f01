// valid Row::TIME  (a generic alias of the whole TRF type, Staged<m![R]>, annotates the let: 2 Rows from a Time of 2)
// invalid Row::TIME: "let _weights: Staged<m![R]> =" => "let _weights: Staged<m![R # 4]> ="  (the alias's argument pads the Rows to 4, from a Time of 2, stream_tensor.rs:1151)
// valid Row::DIVIDES_TIME: "let _weights: Staged<m![R]> =" => "let _weights: Staged<m![R # 4]> ="; ".fetch::<bf16, m![R], m![K]>()\n        .collect::<m![R], m![K]>()" => ".fetch::<bf16, m![R # 4], m![K]>()\n        .collect::<m![R # 4], m![K]>()"  (Time padded to 4 through the fetch, 4 Rows through the alias: Row::SIZE 4 = Time::SIZE 4)
// invalid Row::DIVIDES_TIME: ".fetch::<bf16, m![R # 4], m![K]>()\n        .collect::<m![R # 4], m![K]>()" => ".fetch::<bf16, m![R # 6], m![K]>()\n        .collect::<m![R # 6], m![K]>()"  (Time padded to 6: Row::SIZE 4 does not divide Time::SIZE 6, stream_tensor.rs:1162)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 2, K = 16];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![S];

/// Weights staged in the TRF as `Rows` rows of K.
type Staged<Rows> = TrfTensor<bf16, Chip, Cluster, Slice, Rows, m![K]>;

const REGION: TrfAddress = TrfAddress::FirstHalf;

#[device(chip = 1)]
pub fn staged(ctx: &mut Context, w: &HbmTensor<bf16, Chip, m![S, R, K]>) -> HbmTensor<bf16, Chip, m![S, R, K]> {
    let w_dm: DmTensor<bf16, Chip, Cluster, Slice, m![R, K]> = w.to_dm(&mut ctx.tdma, 0);
    let _weights: Staged<m![R]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<bf16, m![R], m![K]>()
        .collect::<m![R], m![K]>()
        .to_trf(REGION);
    w_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}
