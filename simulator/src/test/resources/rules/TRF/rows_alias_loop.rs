// valid Row::DIVIDES_TIME  (a loop stores the weights into both TRF halves through a helper, Steps m![J % 8 / 2] of 4 steps split into Rows m![J % 8 / 2]: Row::SIZE 4 = Time::SIZE 4)
// invalid Row::DIVIDES_TIME: "type Steps = m![J % 8 / 2];" => "type Steps = m![J % 8 / 2 # 6];"  (the alias pads Time to 6 steps: Row::SIZE 4 does not divide Time::SIZE 6, stream_tensor.rs:1162, in both iterations of the loop)
// valid Row::TIME: "type Steps = m![J % 8 / 2];" => "type Steps = m![J % 8 / 2 # 8];"; "type Rows = m![J % 8 / 2];" => "type Rows = m![J % 8 / 2 # 8];"  (Time padded to 8 steps and Rows to 8: Row::SIZE 8 = Time::SIZE 8)
// invalid Row::TIME: "type Steps = m![J % 8 / 2 # 8];" => "type Steps = m![J % 8 / 2];"  (Rows of 8 from a Time of 4 steps, stream_tensor.rs:1151)
// valid TRF::LAYOUT  (Rows m![J % 8 / 2] are the outer part of Time, Cols [J % 2, K % 8] its rest and the packet)
// invalid TRF::LAYOUT: "type Cols = m![J % 2, K % 8];" => "type Cols = m![K % 8, J % 2];"  (the Cols alias swaps the packet's two factors: Element is no [time_inner, Packet], stream_tensor.rs:1173)
// invalid TRF::LAYOUT: "type Rows = m![J % 8 / 2];" => "type Rows = m![J % 8 / 4, J % 2];"  (Rows of 4 that take J % 2 from the packet: not the outer part of Time, stream_tensor.rs:1165)
use furiosa_visa_std::prelude::*;

axes![J = 128, K = 256];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![J / 8 # 256];
type Weights = m![J % 8 / 2, J % 2, K % 8];
type Steps = m![J % 8 / 2];
type Lanes = m![J % 2, K % 8];
type Rows = m![J % 8 / 2];
type Cols = m![J % 2, K % 8];

/// Streams the weights and stores them as `Rows` rows of `Cols` into one TRF region.
fn load_rows(
    ctx: &mut Context,
    w: &DmTensor<bf16, Chip, Cluster, Slice, Weights>,
    at: TrfAddress,
) -> TrfTensor<bf16, Chip, Cluster, Slice, Rows, Cols> {
    ctx.sub
        .begin(w.view())
        .fetch::<bf16, Steps, Lanes>()
        .collect::<Steps, Lanes>()
        .to_trf(at)
}

#[device(chip = 1)]
pub fn rows(ctx: &mut Context, w: &HbmTensor<bf16, Chip, m![J, K % 8]>) -> HbmTensor<bf16, Chip, m![J, K % 8]> {
    let w_dm: DmTensor<bf16, Chip, Cluster, Slice, Weights> = w.to_dm(&mut ctx.tdma, 0);
    for at in [TrfAddress::FirstHalf, TrfAddress::SecondHalf] {
        let _rows = load_rows(ctx, &w_dm, at);
    }
    w_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}
