// invalid Switch::CONFIG + Switch::TOPOLOGY: "Transpose { slice1: 32, slice0: 2 }" => "Transpose { slice1: 0, slice0: 2 }"; "        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => "        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 3, slice0: 1 });\n"  (two switches: a Transpose of slice1 0, then a Broadcast1 of 3 × 1 slices, which does not divide 256)
// invalid Switch::CONFIG: "        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => "        .switch::<m![A / 4, X, X], m![B / 2, A / 2 % 2, B % 2, A % 2]>(SwitchConfig::Broadcast01 { slice1: 2, slice0: 2, time0: 0 });\n"  (time0: 0, stream_tensor.rs:376)
// valid Switch::CONFIG: "        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => "        .switch::<m![A], m![B]>(SwitchConfig::Broadcast01 { slice1: 1, slice0: 1, time0: 8 });\n"  (every field 1 or more: a Broadcast01 that moves and tiles nothing)
// invalid Switch::TOPOLOGY: "        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => "        .switch::<m![A / 4, X, X], m![B / 2, A / 2 % 2, B % 2, A % 2]>(SwitchConfig::Broadcast01 { slice1: 2, slice0: 2, time0: 3 });\n"  (time0 = 3 does not divide InTime::SIZE 8, stream_tensor.rs:385)
// invalid Switch::TOPOLOGY: "        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => "        .switch::<m![A], m![B]>(SwitchConfig::Transpose { slice1: 512, slice0: 1 });\n"  (slice1 × slice0 = 512 does not divide 256)
// valid Switch::TOPOLOGY: "        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => "        .switch::<m![A / 4, X, X], m![B / 2, A / 2 % 2, B % 2, A % 2]>(SwitchConfig::Broadcast01 { slice1: 2, slice0: 2, time0: 2 });\n"  (Broadcast01: [time1, slice1, time0, slice0] in OutTime, X twice in the new slices)
// invalid Slice::SIZE: "        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => "        .switch::<m![A / 2], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n"  (OutSlice::SIZE 128, not the 256 of InSlice, stream_tensor.rs:360)
// valid Slice::SIZE: "        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => "        .switch::<m![A / 4, X, A % 2], m![B, A / 2 % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 2 });\n"  (Broadcast1 with slice0 2 keeps 256 slices)
// invalid Switch::LAYOUT: "        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => "        .switch::<m![A / 4, X, A % 2], m![B, A / 2 % 2]>(SwitchConfig::TransposedBroadcast1 { slice1: 2, slice0: 2 });\n"  (TransposedBroadcast1 moves slice0 to the Time, not slice1)
// valid Switch::LAYOUT: "        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => "        .switch::<m![A / 4, X, A / 2 % 2], m![B, A % 2]>(SwitchConfig::TransposedBroadcast1 { slice1: 2, slice0: 2 });\n"  (TransposedBroadcast1: slice1 moves into slice0's place, slice0 to the Time)
use furiosa_visa_std::prelude::*;

axes![A = 256, B = 8, C = 32, X = 2];

type Chip = m![1];

#[device(chip = 1)]
fn swap(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![A, B, C]>) -> HbmTensor<i8, Chip, m![A, B, C]> {
    let x_dm = x.to_dm::<m![1 # 2], m![A], m![B, C]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B], m![C]>()
        .switch::<m![A / 64, A % 2, A / 2 % 32], m![B]>(SwitchConfig::Transpose { slice1: 32, slice0: 2 })
        .collect::<m![B], m![C]>()
        .commit::<m![B, C]>(1 << 12);
    let s = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B], m![C]>()
        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });
    y_dm.to_hbm::<m![A, B, C]>(&mut ctx.tdma, 1 << 20)
}
