// valid Fetch::PACKET  (16 bf16 rows, one 32-byte packet each)
// valid Fetch::PACKET: "fetch::<bf16, m![A % 16], m![B]>" => "fetch::<bf16, m![A % 16, B / 4], m![B % 4]>"; "collect::<m![A % 16], m![B]>" => "collect::<m![A % 16, B / 4], m![B % 4 # 16]>"  (4 bf16 = 8 bytes, the smallest packet, stream_tensor.rs:206)
// invalid Fetch::PACKET: "B / 4], m![B % 4]>" => "B / 2], m![B % 2]>"; "B / 4], m![B % 4 # 16]>" => "B / 2], m![B % 2 # 16]>"  (2 bf16 = 4 bytes)
// invalid Fetch::PACKET: "fetch::<bf16, m![A % 16, B / 4], m![B % 4]>" => "fetch::<bf16, m![A % 16, B / 4], m![B % 4 # 6]>"  (4 bf16 padded to 6: 12 bytes)
// valid Collect::PACKET  (16 bf16 = one 32-byte flit)
// invalid Collect::PACKET: "collect::<m![A % 16], m![B]>" => "collect::<m![A % 16], m![B # 32]>"  (32 bf16 = 64 bytes, stream_tensor.rs:949)
// invalid Collect::PACKET: "collect::<m![A % 16], m![B]>" => "collect::<m![A % 16, B / 8], m![B % 8]>"  (8 bf16 = 16 bytes)
// valid Collect::LAYOUT: "fetch::<bf16, m![A % 16], m![B]>" => "fetch::<bf16, m![A % 16 / 2], m![A % 2, B]>"; "collect::<m![A % 16], m![B]>" => "collect::<m![A % 16 / 2, A % 2], m![B]>"  (a 64-byte packet re-cut into two flits, the outer one into Time)
// invalid Collect::LAYOUT: "collect::<m![A % 16 / 2, A % 2], m![B]>" => "collect::<m![A % 2, A % 16 / 2], m![B]>"  (the outer flit placed outside Time, stream_tensor.rs:971)
// valid Fetch::CAST: "DmTensor<bf16, Chip, Cluster, Slice, m![A % 16, B]> {" => "DmTensor<f32, Chip, Cluster, Slice, m![A % 16, B]> {"; "fetch::<bf16, m![A % 16], m![B]>" => "fetch::<f32, m![A % 16, B / 8], m![B % 8]>"; "collect::<m![A % 16], m![B]>" => "collect::<m![A % 16, B / 8], m![B % 8]>"; "-> HbmTensor<bf16" => "-> HbmTensor<f32"  (bf16 widened to f32 by the Fetch Adapter, cast.rs:8)
// invalid Fetch::CAST: "f32, Chip, Cluster, Slice, m![A % 16, B]> {" => "i32, Chip, Cluster, Slice, m![A % 16, B]> {"; "fetch::<f32" => "fetch::<i32"; "-> HbmTensor<f32" => "-> HbmTensor<i32"  (bf16 fetched as i32: no FetchCast)
// valid Slice::SIZE  (A / 16: the 256 slices)
// invalid Slice::SIZE: "type Slice = m![A / 16];" => "type Slice = m![A / 32];"; "m![A % 16, B]>,\n" => "m![A % 32, B]>,\n"; "m![A % 16, B]> {" => "m![A % 32, B]> {"; "m![A % 16, B]>(&mut" => "m![A % 32, B]>(&mut"; "fetch::<bf16, m![A % 16]" => "fetch::<bf16, m![A % 32]"; "collect::<m![A % 16]" => "collect::<m![A % 32]"  (128 slices fetched, stream_tensor.rs:204)
// valid DM::CAPACITY: "const OUT_DM: usize = 1 << 14;" => "const OUT_DM: usize = 523776;"  (16 × 16 bf16 = 512 bytes committed at 523776 end at 524288)
// invalid DM::CAPACITY: "523776" => "523784"  (they end 8 bytes past the slice's DM)
// valid Commit::ALIGN: "const OUT_DM: usize = 1 << 14;" => "const OUT_DM: usize = 16392;"  (bf16 committed at 16392)
// invalid Commit::ALIGN: "16392" => "16386"  (bf16 committed at 16386: 2-byte aligned, not 8)
// valid Element::ALIGN  (bf16 rows at IN_DM = 0)
// invalid Element::ALIGN + DMA::WRITE_ALIGN: "const IN_DM: usize = 0;" => "const IN_DM: usize = 1;"  (a bf16 DM tensor at the odd address 1)
// valid Layout::INJECTIVE: "    let y_dm = pass_through(ctx, &x_dm);\n" => "    let y_dm = pass_through(ctx, &x_dm);\n    let cols = x.to_dm::<Cluster, Slice, m![B, A % 16]>(&mut ctx.tdma, 1 << 15);\n"  (cols stores the rows column by column, each index once)
// invalid Layout::INJECTIVE: "m![B, A % 16]>(&mut ctx.tdma, 1 << 15)" => "m![B, A % 16, A % 2]>(&mut ctx.tdma, 1 << 15)"  (cols stores A % 2 twice per slice, in A % 16 and again)
use furiosa_visa_std::prelude::*;

axes![A = 4096, B = 16];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 16];

const IN_DM: usize = 0;
const OUT_DM: usize = 1 << 14;

/// Streams one slice's bf16 rows through fetch and collect and commits them.
fn pass_through(
    ctx: &mut Context,
    src: &DmTensor<bf16, Chip, Cluster, Slice, m![A % 16, B]>,
) -> DmTensor<bf16, Chip, Cluster, Slice, m![A % 16, B]> {
    ctx.main
        .begin(src.view())
        .fetch::<bf16, m![A % 16], m![B]>()
        .collect::<m![A % 16], m![B]>()
        .commit(OUT_DM)
}

#[device(chip = 1)]
fn rows(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![A, B]>) -> HbmTensor<bf16, Chip, m![A, B]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 16, B]>(&mut ctx.tdma, IN_DM);
    let y_dm = pass_through(ctx, &x_dm);
    y_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}
