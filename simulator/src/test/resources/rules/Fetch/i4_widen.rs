// valid Fetch::CAST  (i4 widened to i32 as it is fetched: 8 nibbles give one 32-byte packet)
// invalid Fetch::CAST: ".fetch::<i32, m![L / 8], m![L % 8]>()\n        .collect::<m![L / 8], m![L % 8]>()" => ".fetch::<i8, m![L / 32], m![L % 32]>()\n        .collect::<m![L / 32], m![L % 32]>()"; "DmTensor<i32" => "DmTensor<i8"; "HbmTensor<i32" => "HbmTensor<i8"  (i4 widened to i8: the Fetch Adapter widens i4 to i32 only)
// valid Fetch::PACKET  (8 i32 out of 4 bytes of i4)
// invalid Fetch::PACKET: ".fetch::<i32, m![L / 8], m![L % 8]>()\n        .collect::<m![L / 8], m![L % 8]>()" => ".fetch::<i32, m![L / 2], m![L % 2 # 3]>()\n        .collect::<m![L / 2], m![L % 2 # 8]>()"  (3 i32 = 12 bytes out, stream_tensor.rs:206)
// valid Commit::SIZE  (the main context commits 32 bytes at a time)
// invalid Commit::SIZE: "        .main\n" => "        .sub\n"  (the sub context commits 32 bytes of i32 at a time where it writes 8: a warning of the book, the reference accepts it)
// base: "#[device(chip = 1)]" => "fn widen_rows<D: Scalar + FetchCast<i32>>(ctx: &mut Context, x_dm: &DmTensor<D, Chip, Cluster, m![S], m![L]>) -> DmTensor<i32, Chip, Cluster, m![S], m![L]> {\n    ctx.main\n        .begin(x_dm.view())\n        .fetch::<i32, m![L / 8], m![L % 8]>()\n        .collect::<m![L / 8], m![L % 8]>()\n        .commit(1 << 12)\n}\n\n#[device(chip = 1)]"; "= ctx\n        .main\n        .begin(x_dm.view())\n        .fetch::<i32, m![L / 8], m![L % 8]>()\n        .collect::<m![L / 8], m![L % 8]>()\n        .commit(1 << 12);" => "= widen_rows(ctx, &x_dm);"  (the widening fetch in a helper generic over its element type D, bounded by the reference's traits)
// valid Fetch::CAST  (D: Scalar + FetchCast<i32> allows i4, i8 and i32, each widened to i32 as it is fetched; the kernel passes i4)
// invalid Fetch::CAST: "<D: Scalar + FetchCast<i32>>" => "<D: Scalar + Cast<i32>>"  (Cast<i32> allows i4, i8 and i32 as FetchCast<i32> does, and the kernel passes i4, but a bound gives a trait only through its supertraits: FetchCast<i32>: Cast<i32>, cast.rs:8, not the converse)
// invalid Type::BOUND: "<D: Scalar + FetchCast<i32>>" => "<D: FetchCast<i32>>"  (the widening alone: DmTensor<D, …> asks D: Scalar, memory_tensor.rs:371, which FetchCast<i32> does not give, though every type it allows is Scalar)
// invalid Fetch::CAST: "<D: Scalar + FetchCast<i32>>" => "<D: Scalar>"  (the kernel passes i4, which widens, but rustc types the body against D: Scalar, which does not give D: FetchCast<i32>: bf16 or u8 would not widen to i32)
// invalid Fetch::CAST: "<D: Scalar + FetchCast<i32>>" => "<D: ScalarBytes>"  (ScalarBytes allows bf16 and f32, neither of which the Fetch Adapter widens to i32)
// valid Fetch::CAST: "<D: Scalar + FetchCast<i32>>" => "<D: ContractionCast + FetchCast<i32>>"  (the bound narrowed to i4 and i8: both widen to i32)
// valid Fetch::CAST: "<D: Scalar + FetchCast<i32>>(" => "<D>("; " -> DmTensor<i32, Chip, Cluster, m![S], m![L]> {\n    ctx.main" => " -> DmTensor<i32, Chip, Cluster, m![S], m![L]>\nwhere\n    D: Scalar + FetchCast<i32>,\n{\n    ctx.main"  (the same bound in a where clause)
// invalid Fetch::CAST: "D: Scalar + FetchCast<i32>," => "D: VeScalar,"  (the where clause allows i32 and f32: f32 does not widen to i32, so rustc rejects the body; the kernel's i4 is never the question)
// invalid Fetch::CAST: "x: &HbmTensor<i4" => "x: &HbmTensor<bf16"  (the bound violated where the helper is called: bf16 is no FetchCast<i32>, and the fetch in the helper is the call that asks for it)
// base: "    y.to_hbm(&mut ctx.tdma, 1 << 20)" => "    let _again = |at| ctx.main.begin(x_dm.view()).fetch::<i32, m![L / 8], m![L % 8]>().collect::<m![L / 8], m![L % 8]>().commit::<m![L]>(at);\n    y.to_hbm(&mut ctx.tdma, 1 << 20)"  (the widening pass again in a closure with an untyped address parameter, never called)
// valid Fetch::CAST  (the closure's i4 widened to i32)
// invalid Fetch::CAST: "fetch::<i32, m![L / 8], m![L % 8]>().collect" => "fetch::<bf16, m![L / 8], m![L % 8]>().collect"  (rustc types the uncalled closure's body, at inferred as commit's address: i4 fetched as bf16 is no FetchCast)
use furiosa_visa_std::prelude::*;

axes![S = 256, L = 64];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn widen(ctx: &mut Context, x: &HbmTensor<i4, Chip, m![S, L]>) -> HbmTensor<i32, Chip, m![S, L]> {
    let x_dm = x.to_dm::<Cluster, m![S], m![L]>(&mut ctx.tdma, 0);
    let y: DmTensor<i32, Chip, Cluster, m![S], m![L]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![L / 8], m![L % 8]>()
        .collect::<m![L / 8], m![L % 8]>()
        .commit(1 << 12);
    y.to_hbm(&mut ctx.tdma, 1 << 20)
}
