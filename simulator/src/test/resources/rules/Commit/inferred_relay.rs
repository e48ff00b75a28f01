// valid Commit::LAYOUT  (a helper generic over the stream's Time and its result's Element, both given by turbofish; the let names the result's type)
// invalid Type::ANNOTATION: "let y: DmTensor<i8, Chip, Cluster, m![S], m![B, C]> = relay::<m![B], m![B, C]>" => "let y: DmTensor<i8, Chip, Cluster, m![S], m![C, B]> = relay::<m![B], m![B, C]>"  (the turbofish gives Out = m![B, C], the let asks m![C, B]: rustc compares the result's type with the let's)
// valid Commit::LAYOUT: "= relay::<m![B], m![B, C]>(ctx, &x_dm" => "= relay::<m![B], _>(ctx, &x_dm"  (Out left to inference: rustc takes it from the let, m![B, C])
// invalid Commit::LAYOUT: "m![S], m![B, C]> = relay::<m![B], _>" => "m![S], m![C, B]> = relay::<m![B], _>"  (Out inferred from the let as m![C, B]: the commit's Element then splits into C outside and B inside, whose outer part is not a transpose of the stream's Time m![B], stream_tensor.rs:1700)
// valid Commit::LAYOUT: "relay::<m![B], m![B, C]>(ctx, &y" => "relay::<m![B % 4, B / 4], m![B, C]>(ctx, &y"  (the second relay walks B's two digits swapped: the commit's Time may be any transpose, stream_tensor.rs:1700)
// invalid Fetch::COVERAGE: "relay::<m![B], m![B, C]>(ctx, &y" => "relay::<m![B / 2], m![B, C]>(ctx, &y"  (the second relay's fetch walks B / 2 only: its [Time, Packet] lacks B % 2, tensor_view.rs:63)
// valid Type::ANNOTATION: "    let z = relay::<m![B], m![B, C]>(" => "    let z: DmTensor<i8, Chip, Cluster, m![S], m![B, C]> = relay::<m![B], _>("  (both relays' Out inferred, the second from its own let)
// invalid Type::ANNOTATION: "    let z: DmTensor<i8, Chip, Cluster, m![S], m![B, C]> = relay::<m![B], _>(" => "    let z: DmTensor<i32, Chip, Cluster, m![S], m![B, C]> = relay::<m![B], _>("  (inference binds Out, never the element type: relay returns i8, the let asks i32)
// valid Commit::ALIGN: "(ctx, &y, 1 << 13)" => "(ctx, &y, (1 << 13) + 8)"  (the second relay commits at 8200)
// invalid Commit::ALIGN: "(1 << 13) + 8)" => "(1 << 13) + 4)"  (at 8196: a warning of the book)
// valid Commit::IN_SIZE: "fn relay<Time: M, Out: M>(" => "fn relay<Time: M, Out: M>(\n    _w: &DmTensor<i8, Chip, Cluster, m![S], Out>,"; "relay::<m![B], m![B, C]>(ctx, &x_dm" => "relay::<m![B], m![B, C]>(&x_dm, ctx, &x_dm"; "relay::<m![B], m![B, C]>(ctx, &y" => "relay::<m![B], m![B, C]>(&y, ctx, &y"  (a first parameter of type Out: both relays commit 32 bytes a packet)
use furiosa_visa_std::prelude::*;

axes![S = 256, B = 8, C = 32];

type Chip = m![1];
type Cluster = m![1 # 2];

/// Relays a DM tensor through the main context, its stream walking `Time`, its result stored as `Out`.
fn relay<Time: M, Out: M>(
    ctx: &mut Context,
    x: &DmTensor<i8, Chip, Cluster, m![S], m![B, C]>,
    at: Address,
) -> DmTensor<i8, Chip, Cluster, m![S], Out> {
    ctx.main
        .begin(x.view())
        .fetch::<i8, Time, m![C]>()
        .collect::<Time, m![C]>()
        .commit(at)
}

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![S, B, C]>) -> HbmTensor<i8, Chip, m![S, B, C]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![B, C]>(&mut ctx.tdma, 0);
    let y: DmTensor<i8, Chip, Cluster, m![S], m![B, C]> = relay::<m![B], m![B, C]>(ctx, &x_dm, 1 << 12);
    let z = relay::<m![B], m![B, C]>(ctx, &y, 1 << 13);
    z.to_hbm(&mut ctx.tdma, 1 << 20)
}
