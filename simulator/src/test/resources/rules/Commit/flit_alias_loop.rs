// valid Collect::PACKET  (a generic alias Flit<P> pads the local alias Lane to a 32-byte flit, in a loop over a const array of slots)
// invalid Collect::PACKET: "type Flit<P> = m![{ P } # 32];" => "type Flit<P> = m![{ P } # 16];"  (the generic alias pads to 16 i8: a 16-byte collect packet, stream_tensor.rs:949)
// valid Commit::IN_SIZE  (8 i8 of each packet committed: 8 bytes)
// invalid Commit::IN_SIZE: "    type Lane = m![C % 8];" => "    type Lane = m![C % 4 # 8];"; "fetch::<i8, m![R, C / 8]" => "fetch::<i8, m![R, C / 4]"; "collect::<m![R, C / 8]" => "collect::<m![R, C / 4]"  (the local alias holds 4 i8 padded to 8: 4 bytes committed per packet, stream_tensor.rs:1709)
use furiosa_visa_std::prelude::*;

axes![S = 256, R = 32, C = 16];

type Chip = m![1];
type Cluster = m![1 # 2];
type Rows = m![R, C];
/// A packet padded to one 32-byte flit of i8.
type Flit<P> = m![{ P } # 32];

const SLOTS: [Address; 3] = [1 << 12, 2 << 12, 3 << 12];

#[device(chip = 1)]
fn passes(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, R, C]>) -> HbmTensor<i8, Chip, m![S, R, C]> {
    type Lane = m![C % 8];
    let mut y = x.to_dm::<Cluster, m![S], Rows>(&mut ctx.tdma, 0);
    let mut i = 0;
    loop {
        if i == SLOTS.len() {
            break;
        }
        y = ctx
            .main
            .begin(y.view())
            .fetch::<i8, m![R, C / 8], Lane>()
            .collect::<m![R, C / 8], Flit<Lane>>()
            .commit(SLOTS[i]);
        i += 1;
    }
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
