// valid Switch::CONFIG  (a slice transpose; the crate's helper re-lays a DM tensor through the tensor DMA)
// invalid Switch::CONFIG: "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"  (slice0 = 0, the crate compiles, stream_tensor.rs:541)
// invalid DMA::ENGINE: "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"; "x.to_dm(&mut ctx.tdma, 1 << 16)" => "x.to_dm(&mut ctx.pdma, 1 << 16)"  (the helper, which no kernel calls, copies HBM to DM through the PCIe DMA: rustc type-checks every function, rejects the crate, and the switch's assertion never runs)
use furiosa_visa_std::prelude::*;

axes![S = 256, B = 8, C = 32];

type Chip = m![1];
type Cluster = m![1 # 2];

/// Loads an HBM tensor to DM with its B and C swapped.
fn relay(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, B, C]>) -> DmTensor<i8, Chip, Cluster, m![S], m![C, B]> {
    x.to_dm(&mut ctx.tdma, 1 << 16)
}

#[device(chip = 1)]
fn swap(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, B, C]>) -> HbmTensor<i8, Chip, m![S, B, C]> {
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
