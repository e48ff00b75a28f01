// valid Switch::CONFIG  (Broadcast1 slice1 4, slice0 2: S / 2 % 4 moves to the Time, its 4 slice groups tiled by the new axis Y)
// invalid Switch::CONFIG: "Broadcast1 { slice1: 4, slice0: 2 }" => "Broadcast1 { slice1: 4, slice0: 0 }"  (slice0 = 0, stream_tensor.rs:469)
// invalid Switch::TOPOLOGY: "Broadcast1 { slice1: 4, slice0: 2 }" => "Broadcast1 { slice1: 512, slice0: 2 }"  (slice1 × slice0 = 1024 slices, more than the 256 there are, stream_tensor.rs:473)
// invalid Switch::CONFIG: "Broadcast1 { slice1: 4, slice0: 2 }" => "TransposedBroadcast1 { slice1: 2, slice0: 0 }"  (a TransposedBroadcast1 of slice0 = 0, stream_tensor.rs:850)
// valid Switch::LAYOUT  (OutSlice [S / 8, Y, S % 2]: slice2 and slice0 kept; OutTime [B, S / 2 % 4])
// invalid Switch::LAYOUT: "m![B, S / 2 % 4]>(SwitchConfig" => "m![S / 2 % 4, B]>(SwitchConfig"; ".collect::<m![B, S / 2 % 4]" => ".collect::<m![S / 2 % 4, B]"; ".commit::<m![B, S / 2 % 4, C]>" => ".commit::<m![S / 2 % 4, B, C]>"; "m![B, S / 2 % 4, C]> = ctx" => "m![S / 2 % 4, B, C]> = ctx"  (slice1 put outside the input Time: OutTime must be [time0, slice1], stream_tensor.rs:533)
// invalid Switch::LAYOUT: "m![S / 8, Y, S % 2], m![B, S / 2 % 4]>(SwitchConfig" => "m![S / 8, Y, S / 2 % 2], m![B, S / 2 % 4]>(SwitchConfig"; "m![S / 8, Y, S % 2], m![B, S / 2 % 4, C]>" => "m![S / 8, Y, S / 2 % 2], m![B, S / 2 % 4, C]>"  (slice0 not kept: S / 2 % 2 in the innermost slices, stream_tensor.rs:503)
// valid Switch::BROADCAST  (Y is a new axis)
// invalid Switch::BROADCAST: "m![S / 8, Y, S % 2], m![B, S / 2 % 4]>(SwitchConfig" => "m![S / 8, B % 4, S % 2], m![B, S / 2 % 4]>(SwitchConfig"; "m![S / 8, Y, S % 2], m![B, S / 2 % 4, C]>" => "m![S / 8, B % 4, S % 2], m![B, S / 2 % 4, C]>"  (the tile written with B % 4, an axis of the input Time, stream_tensor.rs:494)
// valid Switch::CONFIG: "Broadcast1 { slice1: 4, slice0: 2 }" => "Broadcast1 { slice1: 1, slice0: 1 }"; "m![S / 8, Y, S % 2], m![B, S / 2 % 4]>(SwitchConfig" => "m![S], m![B]>(SwitchConfig"; "m![S / 8, Y, S % 2], m![B, S / 2 % 4, C]>" => "m![S], m![B, C]>"; ".collect::<m![B, S / 2 % 4]" => ".collect::<m![B]"; ".commit::<m![B, S / 2 % 4, C]>" => ".commit::<m![B, C]>"  (fields of 1: a Broadcast1 that moves nothing and tiles nothing)
use furiosa_visa_std::prelude::*;

axes![S = 256, B = 8, C = 32, Y = 4];

type Chip = m![1];
type Cluster = m![1 # 2];

/// Gathers each group of 4 slice pairs into the Time of every slice of the group.
#[device(chip = 1)]
fn tile_rows(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, B, C]>) -> HbmTensor<i8, Chip, m![S, Y, B, C]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![B, C]>(&mut ctx.tdma, 0);
    let y: DmTensor<i8, Chip, Cluster, m![S / 8, Y, S % 2], m![B, S / 2 % 4, C]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B], m![C]>()
        .switch::<m![S / 8, Y, S % 2], m![B, S / 2 % 4]>(SwitchConfig::Broadcast1 { slice1: 4, slice0: 2 })
        .collect::<m![B, S / 2 % 4], m![C]>()
        .commit::<m![B, S / 2 % 4, C]>(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
