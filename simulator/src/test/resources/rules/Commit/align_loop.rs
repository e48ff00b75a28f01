// valid Commit::ALIGN  (a helper commits at the address its caller passes: 0x2000, then 0x2000 + 8 k for k = 1 to 3)
// invalid Commit::ALIGN: "0x2000 + 8 * k" => "0x2000 + 4 * k"  (k = 1 commits f32 at 0x2004: aligned to the element, not to 8 bytes)
// invalid Commit::ALIGN: "for k in 1..4" => "for k in 1..4 {\n        last = store(ctx, &x_dm, 0x3004);\n    }\n    for k in 1..4"  (a second loop, each step at 0x3004)
// valid Commit::ALIGN: "0x2000 + 8 * k" => "0x2000 + 24 * k"  (24 k: 8-byte aligned at every step)
// invalid Commit::ALIGN: "0x2000 + 24 * k" => "0x2000 + 12 * k"  (12 k is 8-byte aligned at k = 2 only)
// valid Element::ALIGN  (f32 committed at 4-byte aligned addresses)
// invalid Element::ALIGN + Commit::ALIGN: "0x2000 + 8 * k" => "0x2002 + 8 * k"  (f32 at 0x200A: neither a multiple of 4 nor of 8)
// invalid Type::ELEMENT: "type Elem = f32;" => "type Elem = f16;"  (f16 through a type alias: no Scalar of the reference, scalar.rs:59)
// invalid Type::ELEMENT: "type Elem = f32;" => "type Elem = f8e5m2;"  (f8e5m2: the reference's 8-bit floats are f8 and f8e4m3 only)
// invalid Type::ELEMENT: "type Elem = f32;" => "type Elem = u32;"  (u32: of the unsigned types the reference has u8 only)
// valid Type::ELEMENT: "type Elem = f32;" => "type Elem = i32;"  (i32 through the alias)
// base: "type Elem = f32;" => "type Elem = i16;"; "fetch::<Elem, m![1], m![A % 2]>()\n        .collect::<m![1], m![A % 2 # 8]>()" => "fetch::<Elem, m![1], m![A % 4]>()\n        .collect::<m![1], m![A % 4 # 16]>()"; "type Slice = m![A / 2];\ntype Element = m![A % 2];" => "type Slice = m![A / 4 # 256];\ntype Element = m![A % 4];"  (i16, 4 to a slice: 8 bytes a packet)
// valid Commit::ALIGN  (i16 committed at 0x2000 + 8 k)
// invalid Commit::ALIGN: "0x2000 + 8 * k" => "0x2000 + 2 * k"  (i16 at 0x2002: aligned to its element only)
// valid Commit::ALIGN: "for k in 1..4" => "for k in (1..4).rev()"  (the steps in reverse order)
use furiosa_visa_std::prelude::*;

axes![A = 512];

type Chip = m![1];
type Cluster = m![1 # 2];
type Elem = f32;
type Slice = m![A / 2];
type Element = m![A % 2];

fn store(ctx: &mut Context, x: &DmTensor<Elem, Chip, Cluster, Slice, Element>, at: usize) -> DmTensor<Elem, Chip, Cluster, Slice, Element> {
    ctx.main
        .begin(x.view())
        .fetch::<Elem, m![1], m![A % 2]>()
        .collect::<m![1], m![A % 2 # 8]>()
        .commit(at)
}

#[device(chip = 1)]
pub fn kernel(ctx: &mut Context, x: &HbmTensor<Elem, Chip, m![A]>) -> HbmTensor<Elem, Chip, m![A]> {
    let x_dm = x.to_dm::<Cluster, Slice, Element>(&mut ctx.tdma, 0x1000);
    let mut last = store(ctx, &x_dm, 0x2000);
    for k in 1..4 {
        last = store(ctx, &x_dm, 0x2000 + 8 * k);
    }
    last.to_hbm(&mut ctx.tdma, 0x4000)
}
