// valid Commit::LAYOUT  (a packet of 8 cut to its first 6 positions, m![C # 6], is a truncation of m![C # 8])
// invalid Commit::LAYOUT: "C = 5" => "C = 3"; "fetch::<i32, m![A % 8], m![C # 8]>" => "fetch::<i32, m![A % 8 / 2], m![A % 2, C # 4]>"; "collect::<m![A % 8], m![C # 8]>" => "collect::<m![A % 8 / 2], m![A % 2, C # 4]>"; "C # 6]>" => "C # 3]>"  (the first 6 positions of m![A % 2, C # 4] are no truncation of it that m![A % 8, C # 3] could hold)
// base: "let y_dm = ctx" => "let y_dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8, C # 6]> = ctx"  (the commit's result annotated)
// valid Type::ANNOTATION  (the annotation is the commit's turbofish type, with the stream's i32)
// invalid Type::ANNOTATION: "C = 5" => "C = 3"; "fetch::<i32, m![A % 8], m![C # 8]>" => "fetch::<i32, m![A % 8 / 2], m![A % 2, C # 4]>"; "collect::<m![A % 8], m![C # 8]>" => "collect::<m![A % 8 / 2], m![A % 2, C # 4]>"; "commit::<m![A % 8, C # 6]>" => "commit::<m![A % 8, C # 3]>"  (the commit breaks Commit::LAYOUT at run time, but its turbofish Element m![A % 8, C # 3] is not the annotation's m![A % 8, C # 6]: rustc rejects the let first)
// invalid Type::ANNOTATION: "DmTensor<i32," => "DmTensor<bf16,"; "C = 5" => "C = 3"; "fetch::<i32, m![A % 8], m![C # 8]>" => "fetch::<i32, m![A % 8 / 2], m![A % 2, C # 4]>"; "collect::<m![A % 8], m![C # 8]>" => "collect::<m![A % 8 / 2], m![A % 2, C # 4]>"; "C # 6]>(1" => "C # 3]>(1"; "C # 6]> = ctx" => "C # 3]> = ctx"  (types agree but for the element: a failing commit of an i32 stream annotated bf16)
use furiosa_visa_std::prelude::*;

axes![A = 2048, C = 5];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, C]>) -> HbmTensor<i32, Chip, m![A, C]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8, C # 8]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![A % 8], m![C # 8]>()
        .collect::<m![A % 8], m![C # 8]>()
        .commit::<m![A % 8, C # 6]>(1 << 12);
    y_dm.to_hbm::<m![A, C]>(&mut ctx.tdma, 1 << 20)
}
