// valid Row::TIME  (an inner block declares its own Rows of 4 for a Time padded to 4; past the block, the function's Rows of 2 is read again, for a Time of 2)
// invalid Row::TIME: "    type Rows = m![R];" => "    type Rows = m![R # 4];"  (the function's own Rows padded to 4: the call past the block stores 4 Rows from a Time of 2, stream_tensor.rs:1151; the block's call keeps its own Rows)
// valid Row::DIVIDES_TIME  (the block's Rows of 4 from its Time of 4)
// invalid Row::DIVIDES_TIME: "stage::<Rows, m![R # 4]>" => "stage::<Rows, m![R # 6]>"  (the block's Time padded to 6: its Rows of 4 do not divide it, stream_tensor.rs:1162)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 2, K = 16];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![S];

/// Stores each slice's weights as the TRF rows `Row`, fetched in the steps `Steps`.
fn stage<Row: M, Steps: M>(
    ctx: &mut Context,
    w: &DmTensor<bf16, Chip, Cluster, Slice, m![R, K]>,
    region: TrfAddress,
) -> TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> {
    ctx.sub
        .begin(w.view())
        .fetch::<bf16, Steps, m![K]>()
        .collect::<Steps, m![K]>()
        .to_trf(region)
}

#[device(chip = 1)]
pub fn two_stagings(ctx: &mut Context, w: &HbmTensor<bf16, Chip, m![S, R, K]>) -> HbmTensor<bf16, Chip, m![S, R, K]> {
    type Rows = m![R];
    let w_dm: DmTensor<bf16, Chip, Cluster, Slice, m![R, K]> = w.to_dm(&mut ctx.tdma, 0);
    {
        type Rows = m![R # 4];
        let _padded = stage::<Rows, m![R # 4]>(ctx, &w_dm, TrfAddress::FirstHalf);
    }
    let _plain = stage::<Rows, m![R]>(ctx, &w_dm, TrfAddress::SecondHalf);
    w_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}
