// valid DMA::COVERAGE  (the destination holds every S and A the source holds, S padded to the 256 slices)
// invalid DMA::COVERAGE: "m![S # 256], m![A]>(&mut" => "m![S % 2 # 256], m![A]>(&mut"  (the destination holds S = 0 and 1 of the source's S = 0..4: the reference's division of the destination by the source panics)
// base: "let x_dm = x.to_dm::<m![1 # 2], m![S # 256], m![A]>" => "let x_dm: DmTensor<i32, Chip, m![1 # 2], m![S # 256], m![A]> = x.to_dm::<m![1 # 2], m![S # 256], m![A]>"  (the copy's result annotated with the type its turbofish writes)
// valid Type::ANNOTATION  (the annotation is the type the turbofish writes)
// invalid Type::ANNOTATION: "x.to_dm::<m![1 # 2], m![S # 256]" => "x.to_dm::<m![1 # 2], m![S % 2 # 256]"  (the copy would also drop S = 2 and 3, DMA::COVERAGE at run time, but rustc first rejects the annotation: Slice m![S # 256] against the turbofish's m![S % 2 # 256])
// invalid Type::ANNOTATION: "x.to_dm::<m![1 # 2], m![S # 256]" => "x.to_dm::<m![1 # 2], m![S % 2 # 256]"; "DmTensor<i32," => "DmTensor<i8,"; "m![S # 256], m![A]> =" => "m![S % 2 # 256], m![A]> ="  (the annotation now agrees with the turbofish but for the element type: i8 against the source's i32, rejected before the copy runs)
// invalid DMA::COVERAGE: "x.to_dm::<m![1 # 2], m![S # 256]" => "x.to_dm::<m![1 # 2], m![S % 2 # 256]"; "m![S # 256], m![A]> =" => "m![S % 2 # 256], m![A]> ="  (annotation and turbofish agree: the copy's own coverage check is what fails)
// base: "#[device(chip = 1)]" => "fn stage(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A]>) -> DmTensor<i32, Chip, m![1 # 2], m![S # 256], m![A]> {\n    x.to_dm::<m![1 # 2], m![S # 256], m![A]>(&mut ctx.tdma, 0)\n}\n\n#[device(chip = 1)]"; "let x_dm = x.to_dm::<m![1 # 2], m![S # 256], m![A]>(&mut ctx.tdma, 0);" => "let x_dm = stage(ctx, x);"  (the copy in a helper whose return type names the DM tensor)
// valid Type::ANNOTATION  (the helper's return type is the type its turbofish writes)
// invalid Type::ANNOTATION: "x.to_dm::<m![1 # 2], m![S # 256]" => "x.to_dm::<m![1 # 2], m![S % 2 # 256]"  (the copy would drop S = 2 and 3 at run time, but the helper's return type contradicts its turbofish: rustc rejects the helper first)
// invalid DMA::COVERAGE: "x.to_dm::<m![1 # 2], m![S # 256]" => "x.to_dm::<m![1 # 2], m![S % 2 # 256]"; "m![S # 256], m![A]> {" => "m![S % 2 # 256], m![A]> {"  (the return type agrees: the copy's own check fails)
use furiosa_visa_std::prelude::*;

axes![S = 4, A = 64];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![S, A]>) -> HbmTensor<i32, Chip, m![S, A]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S # 256], m![A]>(&mut ctx.tdma, 0);
    x_dm.to_hbm::<m![S, A]>(&mut ctx.tdma, 1 << 20)
}
