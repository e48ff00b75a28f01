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
// valid Switch::BROADCAST  (Broadcast1 tiles the slices with the new axis X)
// invalid Switch::BROADCAST: "/ 2, X" => "/ 2, B % 2"  (the broadcast tile uses B % 2, an axis of the tensor)
// valid Switch::CONFIG: "32, X = 2" => "32"; "    let s = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => ""  (every SwitchConfig field is greater than 0)
// invalid Switch::CONFIG: "slice1: 32" => "slice1: 0"  (slice1: 0)
// valid Switch::LAYOUT: "32, X = 2" => "32"; "    let s = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => ""  (the output Slice is the Transpose routing of the input Slice)
// invalid Switch::LAYOUT: "% 2, A / 2 % 32" => "/ 2 % 32, A % 2"  (the declared output Slice is not transposed)
// valid Switch::TOPOLOGY: "32, X = 2" => "32"; "    let s = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => ""  (slice1 × slice0 divides the 256 slices)
// invalid Switch::TOPOLOGY: "slice1: 32" => "slice1: 3"  (slice1 × slice0 = 6 does not divide 256)
// invalid Switch::BROADCAST: "        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 2, X], m![B, A % 2]>" => "        .fetch::<i8, m![X, B], m![C]>()\n        .switch::<m![A / 2, X], m![X, B, A % 2]>"  (the tile holds X, which the input Time broadcasts)
// valid Switch::BROADCAST: "/ 2, X" => "/ 2, C / 16"  (the tile holds C, which only the packet holds: the reference tests the input Slice and Time)
// valid Switch::BROADCAST: "    let s = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => "    let s = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 4, Y], m![B, A % 4]>(SwitchConfig::CustomBroadcast { ring_size: 4 });\n"; "C = 32, X = 2" => "C = 32, X = 2, Y = 4"  (a CustomBroadcast tiling the slices with the new axis Y, A % 4 moved to the Time)
// invalid Switch::BROADCAST: "m![A / 4, Y]" => "m![A / 4, Y % 2, Y / 2]"  (the broadcast axis Y written twice in the output Slice)
// invalid Switch::BROADCAST: "m![A / 4, Y]" => "m![A / 4, X # 4]"  (the broadcast axis X padded to 4 slices)
// invalid Switch::BROADCAST: "m![A / 4, Y], m![B, A % 4]" => "m![A / 2, B % 2], m![B / 2, A % 2]"; "ring_size: 4" => "ring_size: 2"  (B % 2 moves from the input Time to the Slice: not a new axis)
// valid Switch::TOPOLOGY: "    let s = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => "    let s = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 16, A % 4, A / 4 % 4], m![B]>(SwitchConfig::CustomBroadcast { ring_size: 16 });\n"  (a permutation inside rings of 16 slices: A / 16 keeps its place, A / 4 % 4 spans 16)
// invalid Switch::TOPOLOGY: "ring_size: 16" => "ring_size: 32"  (the ring is 16 slices, not 32)
// invalid Switch::TOPOLOGY: "ring_size: 16" => "ring_size: 8"  (A / 4 % 4 moves across 16 slices: a ring of 8 is too small)
// invalid Switch::TOPOLOGY: "ring_size: 16" => "ring_size: 12"  (12 is not a power of two)
// invalid Switch::TOPOLOGY: "ring_size: 16" => "ring_size: 0"  (a ring of 0 slices)
// invalid Switch::TOPOLOGY: "m![A / 16, A % 4, A / 4 % 4]" => "m![A]"; "ring_size: 16" => "ring_size: 256"  (nothing moves: the ring is 1 slice, not 256)
// valid Switch::LAYOUT: "    let s = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 });\n" => "    let s = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 16, Z], m![B, A / 4 % 4, A % 4]>(SwitchConfig::CustomBroadcast { ring_size: 16 });\n"; "C = 32, X = 2" => "C = 32, X = 2, Z = 16"  (A % 16 moves to the Time in its Slice order)
// invalid Switch::LAYOUT: "m![B, A / 4 % 4, A % 4]" => "m![B, A % 4, A / 4 % 4]"  (the moved parts of A reversed in the Time)
// invalid Switch::LAYOUT: "m![B, A / 4 % 4, A % 4]" => "m![B, A / 4 % 4, A % 4, X]"  (the Time gains X, which the input Slice does not move there)
// invalid Switch::LAYOUT: "m![B, A / 4 % 4, A % 4]" => "m![A / 4 % 4, A % 4, B]"  (the outer part of the output Time is not the input Time)
// valid Switch::LAYOUT: "        .fetch::<i8, m![B], m![C]>()\n        .switch::<m![A / 64, A % 2, A / 2 % 32], m![B]>(SwitchConfig::Transpose { slice1: 32, slice0: 2 })\n        .collect::<m![B], m![C]>()\n" => "        .fetch::<i8, m![B # 16], m![C]>()\n        .switch::<m![A / 64, A % 2, A / 2 % 32], m![B, 1 # 2]>(SwitchConfig::Transpose { slice1: 32, slice0: 2 })\n        .collect::<m![B, 1 # 2], m![C]>()\n"; ".commit::<m![B, C]>" => ".commit::<m![B, 1 # 2, C]>"  (a Transpose moves the Time's padding: B # 16 leaves as [B, 1 # 2], equal without padding)
// invalid Switch::LAYOUT: "m![B, 1 # 2]>(SwitchConfig" => "m![B]>(SwitchConfig"; ".collect::<m![B, 1 # 2]" => ".collect::<m![B]"; ".commit::<m![B, 1 # 2, C]>" => ".commit::<m![B, C]>"  (a Transpose that drops the Time's padding: 16 packets in, 8 out)
// base: "C = 32, X = 2];" => "C = 32, X = 2, Y = 4];"; ".switch::<m![A / 2, X], m![B, A % 2]>(SwitchConfig::Broadcast1 { slice1: 2, slice0: 1 })" => ".switch::<m![A / 4, Y], m![B / 2, A / 2 % 2, B % 2, A % 2]>(SwitchConfig::Broadcast01 { slice1: 2, slice0: 2, time0: 2 })"  (a Broadcast01 of slice1 2, slice0 2 and time0 2: OutTime [time1, slice1, time0, slice0], the 4 slices tiled by Y)
// valid Switch::LAYOUT  (OutTime [B / 2, A / 2 % 2, B % 2, A % 2], stream_tensor.rs:449)
// invalid Switch::LAYOUT: "m![B / 2, A / 2 % 2, B % 2, A % 2]>" => "m![B / 2, B % 2, A / 2 % 2, A % 2]>"  (time0 before slice1 in OutTime, stream_tensor.rs:449)
// invalid Switch::LAYOUT: "m![B / 2, A / 2 % 2, B % 2, A % 2]>" => "m![B / 2, A / 2 % 2, B % 2]>"  (slice0 A % 2 dropped from OutTime)
// invalid Switch::LAYOUT: "m![A / 4, Y], m![B / 2" => "m![A % 64, Y], m![B / 2"  (slice2 A / 4 not kept in OutSlice, stream_tensor.rs:388)
// valid Switch::BROADCAST  (Y is a new axis)
// invalid Switch::BROADCAST: "m![A / 4, Y], m![B / 2" => "m![A / 4, B % 4], m![B / 2"  (the 4 broadcast slices tiled by B % 4, an axis of the input Time, stream_tensor.rs:412)
// invalid Switch::BROADCAST: "m![A / 4, Y], m![B / 2" => "m![A / 4, A % 4], m![B / 2"  (tiled by A % 4, an axis of the input Slice)
// valid Switch::TOPOLOGY  (slice1 × slice0 = 4 divides 256, time0 = 2 divides 8)
// invalid Switch::TOPOLOGY: "time0: 2 }" => "time0: 16 }"  (time0 = 16 does not divide InTime::SIZE 8, stream_tensor.rs:385)
// invalid Switch::TOPOLOGY: "slice0: 2, time0: 2 }" => "slice0: 3, time0: 2 }"  (slice1 × slice0 = 6 does not divide 256, stream_tensor.rs:380)
// invalid Switch::CONFIG: "slice0: 2, time0: 2 }" => "slice0: 0, time0: 2 }"  (slice0: 0, stream_tensor.rs:376, before any division by it)
// valid Switch::TOPOLOGY: "m![A / 4, Y], m![B / 2, A / 2 % 2, B % 2, A % 2]>(SwitchConfig::Broadcast01 { slice1: 2, slice0: 2, time0: 2 })" => "m![A / 4, Y], m![B, A % 4]>(SwitchConfig::Broadcast01 { slice1: 4, slice0: 1, time0: 1 })"  (slice1 4 alone: OutTime [B, A % 4])
// invalid Switch::TOPOLOGY: "slice1: 4, slice0: 1, time0: 1 }" => "slice1: 4, slice0: 1, time0: 3 }"  (time0 = 3 does not divide 8)
// valid Switch::LAYOUT: "m![A / 4, Y], m![B / 2, A / 2 % 2, B % 2, A % 2]>(SwitchConfig::Broadcast01 { slice1: 2, slice0: 2, time0: 2 })" => "m![A / 2, X], m![B / 4, B % 4, A % 2]>(SwitchConfig::Broadcast01 { slice1: 1, slice0: 2, time0: 4 })"  (slice0 2 alone with time0 4: OutTime [B / 4, B % 4, A % 2])
// invalid Switch::LAYOUT: "m![B / 4, B % 4, A % 2]>" => "m![B / 4, A % 2, B % 4]>"  (slice0 A % 2 before time0 B % 4)
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
