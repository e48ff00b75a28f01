// valid Switch::LAYOUT  (Transpose slice1 4, slice0 4: S / 4 % 4 and S % 4 trade places, S / 16 stays, Time unchanged)
// invalid Switch::CONFIG: "Transpose { slice1: 4, slice0: 4 }" => "Transpose { slice1: 4, slice0: 0 }"  (slice0 = 0, stream_tensor.rs:541)
// invalid Switch::CONFIG: "Transpose { slice1: 4, slice0: 4 }" => "Transpose { slice1: 0, slice0: 4 }"  (slice1 = 0, stream_tensor.rs:541)
// invalid Switch::LAYOUT: "m![S / 16, S % 4, S / 4 % 4], m![B]>" => "m![S / 16, S / 4 % 4, S % 4], m![B]>"  (the output Slice left in the input's order: not [slice2, slice0, slice1], stream_tensor.rs:558)
// invalid Switch::LAYOUT: "m![S / 16, S % 4, S / 4 % 4], m![B]>" => "m![S / 16, S % 4, S / 4 % 4], m![B # 16]>"; ".collect::<m![B], m![C]>()" => ".collect::<m![B # 16], m![C]>()"; ".commit::<m![B, C]>" => ".commit::<m![B # 16, C]>"  (the output Time padded to 16 steps where the input has 8, stream_tensor.rs:547)
// invalid Switch::LAYOUT: "m![S / 16, S % 4, S / 4 % 4], m![B]>" => "m![S / 16, S % 4, S / 4 % 4], m![B % 4, B / 4]>"; ".collect::<m![B], m![C]>()" => ".collect::<m![B % 4, B / 4], m![C]>()"; ".commit::<m![B, C]>" => ".commit::<m![B % 4, B / 4, C]>"  (a Transpose that reorders the Time, stream_tensor.rs:552)
// invalid Switch::LAYOUT: "Transpose { slice1: 4, slice0: 4 }" => "Transpose { slice1: 2, slice0: 8 }"  (slice1 2, slice0 8 want [S / 16, S % 8, S / 8 % 2], not the declared S % 4 then S / 4 % 4)
// invalid Slice::SIZE: "m![S / 16, S % 4, S / 4 % 4], m![B]>" => "m![S / 16, S % 4], m![B]>"; "m![S / 16, S % 4, S / 4 % 4], m![B, C]>" => "m![S / 16, S % 4], m![B, C]>"  (64 output slices where 256 go in, stream_tensor.rs:360)
// valid Switch::LAYOUT: "Transpose { slice1: 4, slice0: 4 }" => "Transpose { slice1: 16, slice0: 16 }"; "m![S / 16, S % 4, S / 4 % 4], m![B]>" => "m![S % 16, S / 16], m![B]>"; "m![S / 16, S % 4, S / 4 % 4], m![B, C]>" => "m![S % 16, S / 16], m![B, C]>"  (slice1 × slice0 = 256: the two halves of the slice index swapped, no slice2)
// valid Switch::CONFIG: "Transpose { slice1: 4, slice0: 4 }" => "Transpose { slice1: 1, slice0: 1 }"; "m![S / 16, S % 4, S / 4 % 4], m![B]>" => "m![S], m![B]>"; "m![S / 16, S % 4, S / 4 % 4], m![B, C]>" => "m![S], m![B, C]>"  (fields of 1: a Transpose that moves nothing)
// valid Switch::TOPOLOGY: "Transpose { slice1: 4, slice0: 4 }" => "CustomBroadcast { ring_size: 16 }"  (the same exchange as a custom route inside rings of 16 slices, S / 16 kept above them)
// invalid Switch::TOPOLOGY: "ring_size: 16" => "ring_size: 512"  (a power of two, but the ring must end at S / 16, the lowest slice axis kept in place: 16, stream_tensor.rs:842)
use furiosa_visa_std::prelude::*;

axes![S = 256, B = 8, C = 32];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn ring_swap(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, B, C]>) -> HbmTensor<i8, Chip, m![S, B, C]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![B, C]>(&mut ctx.tdma, 0);
    let y: DmTensor<i8, Chip, Cluster, m![S / 16, S % 4, S / 4 % 4], m![B, C]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B], m![C]>()
        .switch::<m![S / 16, S % 4, S / 4 % 4], m![B]>(SwitchConfig::Transpose { slice1: 4, slice0: 4 })
        .collect::<m![B], m![C]>()
        .commit::<m![B, C]>(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
