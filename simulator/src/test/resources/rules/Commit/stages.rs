// valid Commit::PACKET  (32 fetched i8 committed straight from the Fetch Engine: the reference's commit takes a stream at any position, stream_tensor.rs:1723)
// invalid Commit::PACKET: ".fetch::<D, m![1], Row>()" => ".fetch::<D, m![A % 32 / 16], m![A % 16]>()"  (a fetched packet of 16 i8, 16 bytes, committed without a collect to pad it, stream_tensor.rs:1690)
// valid Commit::PACKET: ".fetch::<D, m![1], Row>()" => ".fetch::<D, m![1], Row>()\n        .switch::<Slice, m![1]>(SwitchConfig::Broadcast01 { slice1: 1, slice0: 1, time0: 1 })"  (a switched stream committed without a collect)
// invalid Commit::LAYOUT: ".fetch::<D, m![1], Row>()" => ".fetch::<D, m![1], Row>()\n        .switch::<Slice, m![1]>(SwitchConfig::Broadcast01 { slice1: 1, slice0: 1, time0: 1 })"; "let y: DmTensor<D, Chip, Cluster, Slice, Row>" => "let y: DmTensor<D, Chip, Cluster, Slice, m![A % 16, A % 32 / 16]>"  (the switched packet committed with its halves swapped: no truncation of the packet, stream_tensor.rs:1716)
// valid Commit::LAYOUT: ".fetch::<D, m![1], Row>()" => ".fetch::<D, m![1], Row>()\n        .switch::<Slice, m![1]>(SwitchConfig::Broadcast01 { slice1: 1, slice0: 1, time0: 1 })"; "    let y: DmTensor<D, Chip, Cluster, Slice, Row> = ctx\n" => "    let mut y: DmTensor<D, Chip, Cluster, Slice, Row> = unsafe { DmTensor::from_addr(1 << 12) };\n    ctx\n"; ".commit(1 << 12);" => ".commit_view(y.view_mut());"  (the switched stream committed through a view)
// valid Commit::PACKET: "type D = i8;" => "type D = i4;"; "A = 8192" => "A = 16384"; "m![A / 32]" => "m![A / 64]"; "m![A % 32]" => "m![A % 64]"  (64 fetched i4, 32 bytes, committed from the Fetch Engine)
// invalid Commit::PACKET: ".fetch::<D, m![1], Row>()" => ".fetch::<D, m![A % 64 / 32], m![A % 32]>()"  (32 i4, 16 bytes)
// invalid Type::ELEMENT: "type D = i8;" => "type D = f16;"  (an alias of f16, which is no Scalar of the reference, scalar.rs)
use furiosa_visa_std::prelude::*;

axes![A = 8192];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 32];
type Row = m![A % 32];
type D = i8;

/// Copies the rows through the Fetch Engine straight into the Commit Engine.
#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<D, Chip, m![A]>) -> HbmTensor<D, Chip, m![A]> {
    let x_dm: DmTensor<D, Chip, Cluster, Slice, Row> = x.to_dm(&mut ctx.tdma, 0);
    let y: DmTensor<D, Chip, Cluster, Slice, Row> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<D, m![1], Row>()
        .commit(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
