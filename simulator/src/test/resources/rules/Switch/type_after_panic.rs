// valid Switch::CONFIG  (a slice transpose, its output copied back to HBM)
// invalid DMA::ENGINE: "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"; "y.to_hbm(&mut ctx.tdma, 1 << 20)" => "y.to_hbm(&mut ctx.pdma, 1 << 20)"  (slice0 = 0 would stop the run at the switch, but the switched tensor's copy through the PCIe DMA is a type error: rustc rejects the kernel first)
// invalid Type::ANNOTATION: "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"; "    y.to_hbm(&mut ctx.tdma, 1 << 20)" => "    let z: DmTensor<i32, Chip, Cluster, m![S / 16, S % 4, S / 4 % 4], m![B, C]> = y;\n    y.to_hbm(&mut ctx.tdma, 1 << 20)"  (the switched i8 tensor bound to an i32 one: a type error, reported instead of the switch's assertion)
// invalid Fetch::CAST + Type::ANNOTATION: "slice1: 4, slice0: 4" => "slice1: 3, slice0: 4"; ".fetch::<i8, m![B], m![C]>()" => ".fetch::<bf16, m![B], m![C % 16]>()"  (an i8 tensor fetched as bf16, no FetchCast, on a chain whose switch would fail at slice1 × slice0 = 12: rustc reports the cast and the bf16 commit bound to an i8 tensor, not the assertion)
// invalid Switch::TOPOLOGY: "slice1: 4, slice0: 4" => "slice1: 3, slice0: 4"  (slice1 × slice0 = 12 divides no 256 slices, stream_tensor.rs:541)
// invalid DMA::ENGINE: "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"; "    y.to_hbm(&mut ctx.tdma, 1 << 20)" => "    let w: DmTensor<i8, Chip, Cluster, m![S], m![B, C]> = y.to_dm(&mut ctx.main, 1 << 16);\n    y.to_hbm(&mut ctx.tdma, 1 << 20)"  (the switched tensor re-laid through the main context, no DMA engine: a type error past the switch's assertion)
// valid DMA::ENGINE: "    y.to_hbm(&mut ctx.tdma, 1 << 20)" => "    let w: DmTensor<i8, Chip, Cluster, m![S], m![B, C]> = y.to_dm(&mut ctx.tdma, 1 << 16);\n    y.to_hbm(&mut ctx.tdma, 1 << 20)"  (the switched tensor re-laid through the tensor DMA)
use furiosa_visa_std::prelude::*;

axes![S = 256, B = 8, C = 32];

type Chip = m![1];
type Cluster = m![1 # 2];

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
