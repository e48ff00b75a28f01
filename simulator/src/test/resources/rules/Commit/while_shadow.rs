// valid Commit::IN_SIZE  (a while loop copies the rows three times, each copy bound by shadowing: 512 i8 over 64 steps, 8 bytes committed per packet)
// invalid Commit::IN_SIZE: "m![R, C / 8], m![C % 8]>" => "m![R, C / 4], m![C % 4 # 8]>"; "m![R, C / 8], m![C % 8 # 32]>" => "m![R, C / 4], m![C % 4 # 32]>"  (512 i8 over 128 steps: 4 bytes committed per packet, stream_tensor.rs:1709, in the loop's first iteration)
// valid Commit::IN_SIZE: "m![R, C / 8], m![C % 8]>" => "m![R], m![C]>"; "m![R, C / 8], m![C % 8 # 32]>" => "m![R], m![C # 32]>"  (one row of 16 i8 per packet: 16 bytes)
// valid Collect::PACKET  (the collect pads 8 i8 to one 32-byte flit)
// invalid Collect::PACKET: "m![C % 8 # 32]" => "m![C % 8 # 16]"  (a 16-byte collect packet inside the loop, stream_tensor.rs:949)
// valid Fetch::PACKET  (the fetch reads 8 i8, 8 bytes, per packet)
// invalid Fetch::PACKET: "m![R, C / 8], m![C % 8]>" => "m![R, C / 4], m![C % 4]>"; "m![R, C / 8], m![C % 8 # 32]>" => "m![R, C / 4], m![C % 4 # 32]>"  (4 i8 per fetch packet: 4 bytes, stream_tensor.rs:206; the commit it would feed is never reached)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 32, C = 16];

type Chip = m![1];
type Cluster = m![1 # 2];
type Rows = m![R, C];

/// The DM slot of the first copy, and the bytes between copies.
const FIRST: Address = 1 << 12;
const STEP: Address = 1 << 12;

#[device(chip = 1)]
fn passes(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, R, C]>) -> HbmTensor<i8, Chip, m![S, R, C]> {
    let y = x.to_dm::<Cluster, m![S], Rows>(&mut ctx.tdma, 0);
    let mut y = y;
    let mut at = FIRST;
    while at < FIRST + 3 * STEP {
        let copied: DmTensor<i8, Chip, Cluster, m![S], Rows> = ctx
            .main
            .begin(y.view())
            .fetch::<i8, m![R, C / 8], m![C % 8]>()
            .collect::<m![R, C / 8], m![C % 8 # 32]>()
            .commit(at);
        y = copied;
        at += STEP;
    }
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
