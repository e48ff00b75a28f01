// valid Fetch::CAST  (u8, a storage type of the reference, fetched as u8, 32 to a flit, and committed)
// invalid Fetch::CAST: ".fetch::<u8, m![1], m![A % 8]>()\n        .collect::<m![1], m![A % 8 # 32]>()" => ".fetch::<i32, m![1], m![A % 8]>()\n        .collect::<m![1], m![A % 8]>()"  (u8 widened to i32: the reference's FetchCast has no u8 pair, cast.rs:28-33)
// invalid Vector::TYPE: "        .commit::<m![A % 8]>(1 << 12);\n" => "        .vector_init()\n        .vector_intra_slice_branch(BranchMode::Unconditional)\n        .vector_final()\n        .commit::<m![A % 8]>(1 << 12);\n"  (a u8 stream into the Vector Engine, which computes on VeScalar i32 and f32 only)
// invalid Cast::TYPE: "        .commit::<m![A % 8]>(1 << 12);\n" => "        .cast::<i8, m![A % 8 # 32]>()\n        .commit::<m![A % 8]>(1 << 12);\n"; "-> HbmTensor<u8" => "-> HbmTensor<i8"  (u8 to i8: the Cast Engine converts only from i32 or f32, stream_tensor.rs:229)
// invalid VRF::TYPE: "    let y_dm = ctx\n" => "    let v: VrfTensor<u8, Chip, Cluster, Slice, m![A % 8 # 32]> = ctx\n        .sub\n        .begin(x_dm.view())\n        .fetch::<u8, m![1], m![A % 8]>()\n        .collect::<m![1], m![A % 8 # 32]>()\n        .to_vrf(0);\n    let y_dm = ctx\n"  (u8 to the VRF, which holds VeScalar operands only)
// base: "    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)" => "    for _ in 0..0 {\n        let _w = ctx\n            .sub\n            .begin(x_dm.view())\n            .fetch::<u8, m![1], m![A % 8]>()\n            .collect::<m![1], m![A % 8]>()\n            .commit::<m![A % 8]>(1 << 14);\n    }\n    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)"  (a second pipeline in a loop over no items)
// valid Fetch::CAST  (the loop's body never runs: its 8-byte collect, which stream_tensor.rs asserts to be a 32-byte flit, is never checked)
// invalid Fetch::CAST: "            .fetch::<u8, m![1], m![A % 8]>()" => "            .fetch::<i32, m![1], m![A % 8]>()"  (u8 fetched as i32 in a body that never runs: rustc types it all the same and finds no FetchCast)
// invalid Fetch::CAST: "            .fetch::<u8, m![1], m![A % 8]>()" => "            .fetch::<f32, m![1], m![A % 8]>()"; "for _ in 0..0 {" => "let checked = false;\n    if checked {"  (an untaken branch: u8 has no FetchCast to f32)
// invalid Fetch::CAST: "            .fetch::<u8, m![1], m![A % 8]>()" => "            .fetch::<bf16, m![1], m![A % 8]>()"; "for _ in 0..0 {" => "let skip = 1 << 3;\n    while skip < 8 {"  (a while loop whose condition fails at once)
// invalid Type::ANNOTATION: "        let _w = ctx" => "        let _w: DmTensor<i8, Chip, Cluster, Slice, m![A % 8]> = ctx"; "for _ in 0..0 {" => "for _ in 4..2 {"  (a u8 commit bound to an i8 tensor in a loop over no items)
// valid Type::ANNOTATION: "        let _w = ctx" => "        let _w: DmTensor<u8, Chip, Cluster, Slice, m![A % 8]> = ctx"; "for _ in 0..0 {" => "for _ in 4..2 {"  (the commit's own type written out)
// invalid Fetch::CAST: "            .fetch::<u8, m![1], m![A % 8]>()" => "            .fetch::<i8, m![1], m![A % 8]>()"; "    for _ in 0..0 {" => "    if 2 > 1 {\n        return y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20);\n    } else {"  (the else of a branch always taken, which returns: u8 fetched as i8 is no FetchCast pair)
// invalid Fetch::CAST: "            .fetch::<u8, m![1], m![A % 8]>()" => "            .fetch::<i16, m![1], m![A % 8]>()"; "    for _ in 0..0 {" => "    let out = y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20);\n    return out;\n    {"  (after an early return)
// valid Fetch::CAST: "    for _ in 0..0 {" => "    let out = y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20);\n    return out;\n    {"  (after an early return, the 8-byte collect never asserted)
// invalid Collect::PACKET: "for _ in 0..0 {" => "for _ in 0..1 {"  (the loop runs once: its 8-byte collect is asserted, stream_tensor.rs:949)
// base: "    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)" => "    for _ in 0..0 {\n        let _w = ctx\n            .sub\n            .begin(x_dm.view())\n            .fetch::<u8, m![1], m![A % 8]>()\n            .collect::<m![1], m![A % 8]>()\n            .commit::<m![A % 8]>(1 << 14);\n    }\n    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)"  (the second pipeline again, for the cases below)
// invalid Fetch::CAST: "            .fetch::<u8, m![1], m![A % 8]>()" => "            .fetch::<i32, m![1], m![A % 8]>()"; "for _ in 0..0 {" => "for _ in 0..3 {\n        break;"  (after a break: the rest of the body never runs, and is typed)
// invalid Fetch::CAST: "            .fetch::<u8, m![1], m![A % 8]>()" => "            .fetch::<i16, m![1], m![A % 8]>()"; "for _ in 0..0 {" => "for _ in 0..2 {\n        continue;"  (after a continue)
// invalid Fetch::CAST: "            .fetch::<u8, m![1], m![A % 8]>()" => "            .fetch::<f32, m![1], m![A % 8]>()"; "for _ in 0..0 {" => "let k = 3;\n    if k == 1 {\n    } else if k == 2 {"  (the middle branch of an else-if chain, never taken)
// invalid Fetch::CAST: "            .fetch::<u8, m![1], m![A % 8]>()" => "            .fetch::<f32, m![1], m![A % 8]>()"; "    for _ in 0..0 {\n" => "    match 3 {\n        3 => {}\n        _ => {\n    for _ in 0..1 {\n"; "    }\n    y_dm.to_hbm" => "    }\n        }\n    }\n    y_dm.to_hbm"  (a match arm never taken)
// invalid Fetch::CAST: "            .fetch::<u8, m![1], m![A % 8]>()" => "            .fetch::<i8, m![1], m![A % 8]>()"; "for _ in 0..0 {" => "loop {\n        break;"  (after the break of a loop)
// invalid Fetch::CAST: "            .fetch::<u8, m![1], m![A % 8]>()" => "            .fetch::<i8, m![1], m![A % 8]>()"; "for _ in 0..0 {" => "let _later = |n: usize| {"; "    }\n    y_dm.to_hbm" => "    };\n    y_dm.to_hbm"  (a closure never called: rustc types its body)
// valid Fetch::CAST: "for _ in 0..0 {" => "for _ in 0..3 {\n        break;"  (after a break, an 8-byte collect never asserted)
// valid Collect::PACKET: "    for _ in 0..0 {\n" => "    match 3 {\n        3 => {}\n        _ => {\n    for _ in 0..1 {\n"; "    }\n    y_dm.to_hbm" => "    }\n        }\n    }\n    y_dm.to_hbm"  (the 8-byte collect in a match arm never taken: never asserted)
// valid Fetch::CAST: "for _ in 0..0 {" => "let _later = |n: usize| {"; "    }\n    y_dm.to_hbm" => "    };\n    y_dm.to_hbm"  (a closure never called: its 8-byte collect never asserted)
// invalid Mapping::WELL_FORMED + Collect::PACKET: "type Slice = m![A / 8];" => "type Slice = m![A / 8];\ntype Odd = m![A / 24];"; "for _ in 0..0 {" => "let _o: HbmTensor<u8, Chip, Odd> = unsafe { HbmTensor::from_addr(1 << 24) };\n    for _ in 0..1 {"  (an ill-formed mapping is no type error, the m! macro accepts it: the collect's assertion still runs)
// base: "    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)" => "    let _later = |t: &DmTensor<i8, Chip, Cluster, Slice, m![A % 8]>| {\n        let _w = ctx\n            .sub\n            .begin(t.view())\n            .fetch::<i32, m![1], m![A % 8]>()\n            .collect::<m![1], m![A % 8]>()\n            .commit::<m![A % 8]>(1 << 14);\n    };\n    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)"  (a closure never called whose parameter's type is written: rustc types its body with it)
// valid Fetch::CAST  (its i8 tensor fetched as i32, a FetchCast pair; the 8-byte collect never asserted)
// invalid Fetch::CAST: "            .fetch::<i32" => "            .fetch::<u8"  (i8 fetched as u8 is no FetchCast pair, cast.rs:28-33)
// invalid Fetch::CAST: "|t: &DmTensor<i8," => "|t: &DmTensor<u8,"  (the parameter a u8 tensor: u8 fetched as i32 is no pair)
// invalid Fetch::CAST: "|t: &DmTensor<i8," => "|t: &DmTensor<f8e4m3,"  (an f8e4m3 tensor: its one FetchCast to a wider type is to f32, not i32)
// valid Type::ANNOTATION: "        let _w = ctx" => "        let _w: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = ctx"  (the closure's commit of i32 written out)
// invalid Type::ANNOTATION: "_w: DmTensor<i32," => "_w: DmTensor<i8,"  (the closure's i32 commit bound to an i8 tensor)
// valid Fetch::CAST: "|t: &DmTensor<i8, Chip, Cluster, Slice, m![A % 8]>| {\n        let _w = ctx" => "|c: &mut Context, t: &DmTensor<bf16, Chip, Cluster, Slice, m![A % 8]>| {\n        let _w = c"; "            .fetch::<i32" => "            .fetch::<f32"  (the context a parameter too, its bf16 tensor fetched as f32)
// invalid Fetch::CAST: "            .fetch::<f32" => "            .fetch::<i32"  (bf16 fetched as i32 through the context the closure takes)
// base: "    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)" => "    let _load = |h: &HbmTensor<u8, Chip, m![A]>, c: &mut Context| -> DmTensor<u8, Chip, Cluster, Slice, m![A % 8]> {\n        h.to_dm(&mut c.tdma, 1 << 16)\n    };\n    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)"  (a closure never called whose result's type is written: it is the copy's destination)
// valid DMA::ENGINE  (the closure copies its HBM tensor to DM through the tensor DMA)
// invalid DMA::ENGINE: "h.to_dm(&mut c.tdma" => "h.to_dm(&mut c.pdma"  (through the PCIe DMA of the context it takes: rustc types the closure, called or not)
// valid Type::ANNOTATION: "h.to_dm(&mut c.tdma" => "h.to_dm::<Cluster, Slice, m![A % 8]>(&mut c.tdma"  (the destination's mappings written on the call too)
// invalid Type::ANNOTATION: "h.to_dm::<Cluster, Slice, m![A % 8]>" => "h.to_dm::<Cluster, Slice, m![A % 4, A / 4 % 2]>"  (the copy's element layout, a permutation the DMA can make, is not the closure's written result)
use furiosa_visa_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<u8, Chip, m![A]>) -> HbmTensor<u8, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<u8, m![1], m![A % 8]>()
        .collect::<m![1], m![A % 8 # 32]>()
        .commit::<m![A % 8]>(1 << 12);
    y_dm.to_hbm::<m![A]>(&mut ctx.tdma, 1 << 20)
}
