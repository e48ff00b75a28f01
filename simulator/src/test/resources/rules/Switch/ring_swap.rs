// valid Switch::LAYOUT  (Transpose slice1 4, slice0 4: S / 4 % 4 and S % 4 trade places, S / 16 stays, Time unchanged)
// invalid Switch::CONFIG: "Transpose { slice1: 4, slice0: 4 }" => "Transpose { slice1: 4, slice0: 0 }"  (slice0 = 0, stream_tensor.rs:541)
// invalid Switch::CONFIG: "Transpose { slice1: 4, slice0: 4 }" => "Transpose { slice1: 0, slice0: 4 }"  (slice1 = 0, stream_tensor.rs:541)
// invalid Switch::LAYOUT: "m![S / 16, S % 4, S / 4 % 4], m![B]>" => "m![S / 16, S / 4 % 4, S % 4], m![B]>"  (the output Slice left in the input's order: not [slice2, slice0, slice1], stream_tensor.rs:558)
// invalid Switch::LAYOUT: "m![S / 16, S % 4, S / 4 % 4], m![B]>" => "m![S / 16, S % 4, S / 4 % 4], m![B # 16]>"; ".collect::<m![B], m![C]>()" => ".collect::<m![B # 16], m![C]>()"; ".commit::<m![B, C]>" => ".commit::<m![B # 16, C]>"  (the output Time padded to 16 steps where the input has 8, stream_tensor.rs:547)
// invalid Switch::LAYOUT: "m![S / 16, S % 4, S / 4 % 4], m![B]>" => "m![S / 16, S % 4, S / 4 % 4], m![B % 4, B / 4]>"; ".collect::<m![B], m![C]>()" => ".collect::<m![B % 4, B / 4], m![C]>()"; ".commit::<m![B, C]>" => ".commit::<m![B % 4, B / 4, C]>"  (a Transpose that reorders the Time, stream_tensor.rs:552)
// invalid Switch::LAYOUT: "Transpose { slice1: 4, slice0: 4 }" => "Transpose { slice1: 2, slice0: 8 }"  (slice1 2, slice0 8 want [S / 16, S % 8, S / 8 % 2], not the declared S % 4 then S / 4 % 4)
// invalid Slice::SIZE: "m![S / 16, S % 4, S / 4 % 4], m![B]>" => "m![S / 16, S % 4], m![B]>"; "m![S / 16, S % 4, S / 4 % 4], m![B, C]>" => "m![S / 16, S % 4], m![B, C]>"  (64 output slices where 256 go in, stream_tensor.rs:360)
// valid Switch::CONFIG  (a slice transpose, its output copied back to HBM)
// invalid DMA::ENGINE: "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"; "y.to_hbm(&mut ctx.tdma, 1 << 20)" => "y.to_hbm(&mut ctx.pdma, 1 << 20)"  (slice0 = 0 would stop the run at the switch, but the switched tensor's copy through the PCIe DMA is a type error: rustc rejects the kernel first)
// invalid Type::ANNOTATION: "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"; "    y.to_hbm(&mut ctx.tdma, 1 << 20)" => "    let z: DmTensor<i32, Chip, Cluster, m![S / 16, S % 4, S / 4 % 4], m![B, C]> = y;\n    y.to_hbm(&mut ctx.tdma, 1 << 20)"  (the switched i8 tensor bound to an i32 one: a type error, reported instead of the switch's assertion)
// invalid Fetch::CAST + Type::ANNOTATION: "slice1: 4, slice0: 4" => "slice1: 3, slice0: 4"; ".fetch::<i8, m![B], m![C]>()" => ".fetch::<bf16, m![B], m![C % 16]>()"  (an i8 tensor fetched as bf16, no FetchCast, on a chain whose switch would fail at slice1 × slice0 = 12: rustc reports the cast and the bf16 commit bound to an i8 tensor, not the assertion)
// invalid Switch::TOPOLOGY: "slice1: 4, slice0: 4" => "slice1: 3, slice0: 4"  (slice1 × slice0 = 12 divides no 256 slices, stream_tensor.rs:541)
// invalid DMA::ENGINE: "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"; "    y.to_hbm(&mut ctx.tdma, 1 << 20)" => "    let w: DmTensor<i8, Chip, Cluster, m![S], m![B, C]> = y.to_dm(&mut ctx.main, 1 << 16);\n    y.to_hbm(&mut ctx.tdma, 1 << 20)"  (the switched tensor re-laid through the main context, no DMA engine: a type error past the switch's assertion)
// valid DMA::ENGINE: "    y.to_hbm(&mut ctx.tdma, 1 << 20)" => "    let w: DmTensor<i8, Chip, Cluster, m![S], m![B, C]> = y.to_dm(&mut ctx.tdma, 1 << 16);\n    y.to_hbm(&mut ctx.tdma, 1 << 20)"  (the switched tensor re-laid through the tensor DMA)
// valid Switch::LAYOUT: "Transpose { slice1: 4, slice0: 4 }" => "Transpose { slice1: 16, slice0: 16 }"; "m![S / 16, S % 4, S / 4 % 4], m![B]>" => "m![S % 16, S / 16], m![B]>"; "m![S / 16, S % 4, S / 4 % 4], m![B, C]>" => "m![S % 16, S / 16], m![B, C]>"  (slice1 × slice0 = 256: the two halves of the slice index swapped, no slice2)
// valid Switch::CONFIG: "Transpose { slice1: 4, slice0: 4 }" => "Transpose { slice1: 1, slice0: 1 }"; "m![S / 16, S % 4, S / 4 % 4], m![B]>" => "m![S], m![B]>"; "m![S / 16, S % 4, S / 4 % 4], m![B, C]>" => "m![S], m![B, C]>"  (fields of 1: a Transpose that moves nothing)
// valid Switch::TOPOLOGY: "Transpose { slice1: 4, slice0: 4 }" => "CustomBroadcast { ring_size: 16 }"  (the same exchange as a custom route inside rings of 16 slices, S / 16 kept above them)
// invalid Switch::TOPOLOGY: "ring_size: 16" => "ring_size: 512"  (a power of two, but the ring must end at S / 16, the lowest slice axis kept in place: 16, stream_tensor.rs:842)
// base: "    y.to_hbm(&mut ctx.tdma, 1 << 20)\n}" => "    y.to_hbm(&mut ctx.tdma, 1 << 20)\n}\n\n#[device(chip = 1)]\nfn widen(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, B, C]>) -> HbmTensor<i32, Chip, m![S, B, C]> {\n    let x_dm = x.to_dm::<Cluster, m![S], m![B, C]>(&mut ctx.tdma, 0);\n    let y: DmTensor<i32, Chip, Cluster, m![S], m![B, C]> = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i32, m![B, C / 8], m![C % 8]>()\n        .collect::<m![B, C / 8], m![C % 8]>()\n        .commit(1 << 12);\n    y.to_hbm(&mut ctx.tdma, 1 << 20)\n}"  (a second kernel in the crate: widen fetches the same tensor as i32)
// valid Switch::CONFIG  (two kernels of one crate: a slice transpose and a widening fetch)
// invalid DMA::ENGINE: "(&mut ctx.tdma, 0);\n    let y: DmTensor<i32" => "(&mut ctx.pdma, 0);\n    let y: DmTensor<i32"; "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"  (widen copies HBM to DM through the PCIe DMA, a type error: rustc rejects the whole crate, so ring_swap's slice0 = 0, an assertion of stream_tensor.rs:541, never runs)
// invalid Fetch::CAST: ".fetch::<i32, m![B, C / 8]" => ".fetch::<f32, m![B, C / 8]"; "let y: DmTensor<i32" => "let y: DmTensor<f32"; "-> HbmTensor<i32" => "-> HbmTensor<f32"; "slice1: 4, slice0: 4" => "slice1: 3, slice0: 4"  (i8 fetched as f32 in widen, no FetchCast impl: the crate does not compile, and ring_swap's slice1 × slice0 = 12, which divides no 256 slices, is never asserted)
// invalid Switch::CONFIG: "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"  (the crate compiles: ring_swap stops at slice0 = 0, widen runs clean)
// invalid Type::ANNOTATION: "let y: DmTensor<i32, Chip, Cluster, m![S], m![B, C]>" => "let y: DmTensor<i32, Chip, Cluster, m![S], m![B, C]> = ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i32, m![B, C / 8], m![C % 8]>()\n        .collect::<m![B, C / 8], m![C % 8]>()\n        .commit(1 << 16);\n    let z: DmTensor<i8, Chip, Cluster, m![S], m![B, C]>"; "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"  (an i32 commit bound to an i8 tensor in widen: a type error of the crate, so ring_swap's assertion never runs)
// base: "#[device(chip = 1)]\n" => "/// Loads an HBM tensor to DM with its B and C swapped.\nfn relay(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, B, C]>) -> DmTensor<i8, Chip, Cluster, m![S], m![C, B]> {\n    x.to_dm(&mut ctx.tdma, 1 << 16)\n}\n\n#[device(chip = 1)]\n"  (a helper in the crate, which no kernel calls, re-lays a DM tensor through the tensor DMA)
// valid Switch::CONFIG  (a slice transpose; the crate's helper re-lays a DM tensor through the tensor DMA)
// invalid Switch::CONFIG: "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"  (slice0 = 0, the crate compiles, stream_tensor.rs:541)
// invalid DMA::ENGINE: "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"; "x.to_dm(&mut ctx.tdma, 1 << 16)" => "x.to_dm(&mut ctx.pdma, 1 << 16)"  (the helper, which no kernel calls, copies HBM to DM through the PCIe DMA: rustc type-checks every function, rejects the crate, and the switch's assertion never runs)
// base: "#[device(chip = 1)]\n" => "/// Fetches a DM tensor `n` times through the sub context.\nfn refetch(ctx: &mut Context, x: &DmTensor<i8, Chip, Cluster, m![S], m![B, C]>, n: usize) {\n    for _ in 0..n {\n        let _y = ctx\n            .sub\n            .begin(x.view())\n            .fetch::<i8, m![B], m![C]>()\n            .collect::<m![B], m![C]>()\n            .commit::<m![B, C]>(1 << 16);\n    }\n}\n\n#[device(chip = 1)]\n"  (a helper no kernel calls, taking a DM tensor and a count)
// valid Switch::CONFIG  (a slice transpose; the uncalled helper fetches a DM tensor i8 as i8)
// invalid Fetch::CAST: "            .fetch::<i8, m![B], m![C]>()" => "            .fetch::<bf16, m![B], m![C]>()"  (the uncalled helper fetches i8 as bf16, no FetchCast: rustc types it and rejects the crate)
// invalid Fetch::CAST: "            .fetch::<i8, m![B], m![C]>()" => "            .fetch::<f32, m![B], m![C]>()"; "slice1: 4, slice0: 4" => "slice1: 4, slice0: 0"  (the helper's type error rejects the crate before ring_swap's slice0 = 0 is asserted)
// valid Collect::PACKET: "            .collect::<m![B], m![C]>()" => "            .collect::<m![B], m![C # 64]>()"  (a 64-byte collect in the uncalled helper: an assertion that never runs)
// invalid Type::ANNOTATION: "        let _y = ctx" => "        let _y: DmTensor<i32, Chip, Cluster, m![S], m![B, C]> = ctx"  (the helper binds its i8 commit to an i32 tensor)
// valid Type::ANNOTATION: "        let _y = ctx" => "        let _y: DmTensor<i8, Chip, Cluster, m![S], m![B, C]> = ctx"  (the helper's commit bound to its own type)
// invalid DMA::ENGINE: "    for _ in 0..n {\n" => "    for _ in 0..n {\n        let _z: DmTensor<i8, Chip, Cluster, m![S], m![C, B]> = x.to_dm(&mut ctx.pdma, 1 << 17);\n"  (the helper re-lays its DM tensor through the PCIe DMA)
// valid DMA::ENGINE: "    for _ in 0..n {\n" => "    for _ in 0..n {\n        let _z: DmTensor<i8, Chip, Cluster, m![S], m![C, B]> = x.to_dm(&mut ctx.tdma, 1 << 17);\n"  (through the tensor DMA)
// invalid Fetch::CAST: "fn refetch(" => "fn refetch<const AT: usize>("; "            .commit::<m![B, C]>(1 << 16);" => "            .commit::<m![B, C]>(AT);"; "            .fetch::<i8, m![B], m![C]>()" => "            .fetch::<i16, m![B], m![C]>()"  (the uncalled helper, generic over its commit address, fetches i8 as i16: rustc types it once for every AT)
// valid Fetch::CAST: "fn refetch(" => "fn refetch<const AT: usize>("; "            .commit::<m![B, C]>(1 << 16);" => "            .commit::<m![B, C]>(AT);"  (the generic helper fetches i8 as i8)
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
