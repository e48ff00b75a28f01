// valid Switch::CONFIG  (two kernels of one crate: a slice transpose and a widening fetch)
// invalid DMA::ENGINE: "(&mut ctx.tdma, 0);\n    let y: DmTensor<i32" => "(&mut ctx.pdma, 0);\n    let y: DmTensor<i32"; "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"  (widen copies HBM to DM through the PCIe DMA, a type error: rustc rejects the whole crate, so swap's slice0 = 0, an assertion of stream_tensor.rs:541, never runs)
// invalid Fetch::CAST: ".fetch::<i32, m![B, C / 8]" => ".fetch::<f32, m![B, C / 8]"; "let y: DmTensor<i32" => "let y: DmTensor<f32"; "-> HbmTensor<i32" => "-> HbmTensor<f32"; "slice1: 4, slice0: 4" => "slice1: 3, slice0: 4"  (i8 fetched as f32 in widen, no FetchCast impl: the crate does not compile, and swap's slice1 × slice0 = 12, which divides no 256 slices, is never asserted)
// invalid Switch::CONFIG: "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"  (the crate compiles: swap stops at slice0 = 0, widen runs clean)
// invalid Type::ANNOTATION: "let y: DmTensor<i32, Chip, Cluster, m![S], m![B, C]>" => "let y: DmTensor<i32, Chip, Cluster, m![S], m![B, C]> = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i32, m![B, C / 8], m![C % 8]>()\n        .collect::<m![B, C / 8], m![C % 8]>()\n        .commit(1 << 16);\n    let z: DmTensor<i8, Chip, Cluster, m![S], m![B, C]>"; "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"  (an i32 commit bound to an i8 tensor in widen: a type error of the crate, so swap's assertion never runs)
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

#[device(chip = 1)]
fn widen(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, B, C]>) -> HbmTensor<i32, Chip, m![S, B, C]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![B, C]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![S], m![B, C]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![B, C / 8], m![C % 8]>()
        .collect::<m![B, C / 8], m![C % 8]>()
        .commit(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
