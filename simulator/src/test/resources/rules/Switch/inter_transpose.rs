// valid Switch::TOPOLOGY  (InterTranspose slice1 = 4, slice0 = 1, time0 = 2: 4 divides the 256 slices, 4 × 2 the 16 time steps)
// invalid Switch::TOPOLOGY: "slice1: 4, slice0: 1, time0: 2" => "slice1: 4, slice0: 1, time0: 8"  (slice1 × time0 = 32 does not divide InTime::SIZE 16, stream_tensor.rs:592)
// invalid Switch::TOPOLOGY: "slice1: 4, slice0: 1, time0: 2" => "slice1: 4, slice0: 1, time0: 3"  (slice1 × time0 = 12 does not divide 16)
// invalid Switch::TOPOLOGY: "slice1: 4, slice0: 1, time0: 2" => "slice1: 3, slice0: 1, time0: 2"  (slice1 × slice0 = 3 does not divide 256, stream_tensor.rs:587)
// valid Switch::CONFIG  (every field above 0)
// invalid Switch::CONFIG: "slice1: 4, slice0: 1, time0: 2" => "slice1: 4, slice0: 0, time0: 2"  (slice0 = 0, stream_tensor.rs:582)
// valid Switch::LAYOUT  (OutSlice [slice2, time1], OutTime [time2, time0, slice1])
// invalid Switch::LAYOUT: ".switch::<m![S / 4, T / 2 % 4], m![T / 8, T % 2, S % 4]>" => ".switch::<m![S / 4, T / 2 % 4], m![T / 8, S % 4, T % 2]>"; ".collect::<m![T / 8, T % 2, S % 4], m![P]>" => ".collect::<m![T / 8, S % 4, T % 2], m![P]>"; "m![T / 8, T % 2, S % 4, P]" => "m![T / 8, S % 4, T % 2, P]"  (slice1 placed before time0 in OutTime, stream_tensor.rs:704)
// invalid Switch::LAYOUT: ".switch::<m![S / 4, T / 2 % 4], m![T / 8, T % 2, S % 4]>" => ".switch::<m![S / 4, T / 4], m![T / 8, T % 2, S % 4]>"; "type Out = m![S / 4, T / 2 % 4];" => "type Out = m![S / 4, T / 4];"  (OutSlice's time1 taken as T / 4, not InTime's T / 2 % 4, stream_tensor.rs:644)
// valid Switch::LAYOUT: "slice1: 4, slice0: 1, time0: 2" => "slice1: 4, slice0: 2, time0: 2"; ".switch::<m![S / 4, T / 2 % 4], m![T / 8, T % 2, S % 4]>" => ".switch::<m![S / 8, T / 2 % 4, S % 2], m![T / 8, T % 2, S / 2 % 4]>"; "type Out = m![S / 4, T / 2 % 4];" => "type Out = m![S / 8, T / 2 % 4, S % 2];"; ".collect::<m![T / 8, T % 2, S % 4], m![P]>" => ".collect::<m![T / 8, T % 2, S / 2 % 4], m![P]>"; "m![T / 8, T % 2, S % 4, P]" => "m![T / 8, T % 2, S / 2 % 4, P]"  (slice0 = 2 keeps S % 2 in place; slice1 is S / 2 % 4)
use furiosa_visa_std::prelude::*;

axes![S = 256, T = 16, P = 8];

type Chip = m![1];
type Cluster = m![1 # 2];
type Out = m![S / 4, T / 2 % 4];

/// Exchanges the time steps T / 2 % 4 with the slices S % 4 across the ring.
#[device(chip = 1)]
fn exchange(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![S, T, P]>) -> HbmTensor<f32, Chip, m![S, T, P]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![T, P]>(&mut ctx.tdma, 0);
    let y: DmTensor<f32, Chip, Cluster, Out, m![T / 8, T % 2, S % 4, P]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f32, m![T], m![P]>()
        .switch::<m![S / 4, T / 2 % 4], m![T / 8, T % 2, S % 4]>(SwitchConfig::InterTranspose { slice1: 4, slice0: 1, time0: 2 })
        .collect::<m![T / 8, T % 2, S % 4], m![P]>()
        .commit(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
