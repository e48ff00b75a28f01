// valid View::SUBVIEW  (a DM tile of B, 1 step: Element2 is Element with B taken out as padding, m![1 # 4, A % 8])
// invalid View::SUBVIEW: "m![1 # 4, A % 8]>(1)" => "m![A % 8]>(1)"  (Element2 without the padding: the reference's assert_div compares the view type with the divided mapping, furiosa-mapping/src/mapping.rs:265)
// invalid View::SUBVIEW: "m![1 # 4, A % 8]>(1)" => "m![A % 8, 1 # 4]>(1)"  (the padding where A % 8 was: position 1 of the view holds nothing where the divided mapping holds A = 1)
// invalid View::SUBVIEW: "tile::<m![B], 1, m![1 # 4, A % 8]>(1)" => "tile::<m![C], 1, m![B, A % 8]>(0)"; "B = 4]" => "B = 4, C = 2]"  (a tile of C, which the tensor does not hold: the division matches no term, mapping.rs:254)
// valid View::SUBVIEW: "    let t = dm.view().tile::<m![B], 1, m![1 # 4, A % 8]>(1);\n    let mut h6 = unsafe { HbmTensor::<i32, m![1], m![A]>::from_addr(0x40000) };\n    t.to_hbm_view(&mut ctx.tdma, h6.view_mut());\n" => "    let t = x.view().tile::<m![A / 1024], 1, m![B, 1 # 4, A % 1024]>(3);\n    let d5: DmTensor<i32, m![1], m![1 # 2], m![A % 1024 / 4], m![B, A % 4]> = t.to_dm(&mut ctx.tdma, 0x2000);\n"  (an HBM tile of A / 1024, the last of 4 steps, its place kept as padding)
// invalid View::SUBVIEW: "m![B, 1 # 4, A % 1024]>(3)" => "m![B, A % 1024]>(3)"  (the HBM view without the tile's padding: 4096 positions where the divided mapping keeps 16384)
// invalid Kernel::UNMODELLED: "m![1 # 4, A % 8]>(1)" => "m![1 # 4, A % 8]>(4)"  (a tile of B starting at 4, past B's 4 steps: the reference's tile asserts only the view's type, tensor_view.rs:86, and what the index of such a start holds is decided in its compiled mapping library, so no rule and the run unknown)
// valid View::SUBVIEW: "m![1 # 4, A % 8]>(1)" => "m![1 # 4, A % 8]>(3)"  (the last step of B)
// invalid Kernel::UNMODELLED: "    let t = dm.view().tile::<m![B], 1, m![1 # 4, A % 8]>(1);\n    let mut h6 = unsafe { HbmTensor::<i32, m![1], m![A]>::from_addr(0x40000) };\n" => "    let t = dm.view().slice_tile::<m![A / 8 % 256], 1, m![1 # 256]>(256);\n    let mut h6 = unsafe { HbmTensor::<i32, m![1], m![A / 2048, B, A % 8]>::from_addr(0x40000) };\n"  (a slice_tile starting at 256, past the 256 slices: the same tile call as an element tile's, memory_tensor.rs:576, so the same verdict)
// valid View::SUBVIEW: "    let t = dm.view().tile::<m![B], 1, m![1 # 4, A % 8]>(1);\n    let mut h6 = unsafe { HbmTensor::<i32, m![1], m![A]>::from_addr(0x40000) };\n" => "    let t = dm.view().slice_tile::<m![A / 8 % 256], 1, m![1 # 256]>(255);\n    let mut h6 = unsafe { HbmTensor::<i32, m![1], m![A / 2048, B, A % 8]>::from_addr(0x40000) };\n"  (the last slice)
// invalid Kernel::UNMODELLED: "tile::<m![B], 1, m![1 # 4, A % 8]>(1)" => "tile::<m![B], 0, m![1 # 4, A % 8]>(1)"  (a tile of 0 steps: rustc compiles the usize 0, and assert_div divides by a span of 0 in the compiled library)
// base: "axes![A = 4096, B = 4];\n" => "axes![A = 4096, B = 4];\n\n/// Which steps of B a tile takes.\ntrait Tiling {\n    const LEN: usize;\n    const AT: usize;\n}\n\n/// One step, the second.\nstruct One;\n\nimpl Tiling for One {\n    const LEN: usize = 1;\n    const AT: usize = 1;\n}\n"; "tile::<m![B], 1, m![1 # 4, A % 8]>(1)" => "tile::<m![B], { One::LEN }, m![1 # 4, A % 8]>(One::AT)"  (the tile's length and start are a type's associated consts, the length a const generic argument in braces)
// valid View::SUBVIEW  (the tile of LEN = 1 step of B at AT = 1: Element2 keeps B's place as padding)
// invalid View::SUBVIEW: "const LEN: usize = 1;" => "const LEN: usize = 2;"  (2 steps of B, but the view type still pads B as 1 # 4: assert_div, tensor_view.rs:86 with furiosa-mapping/src/mapping.rs:265)
// valid View::SUBVIEW: "const AT: usize = 1;" => "const AT: usize = 3;"  (the last step of B)
// invalid Kernel::UNMODELLED: "const AT: usize = 1;" => "const AT: usize = 4;"  (a start past B's 4 steps, read from the associated const: no rule, the run unknown, as for the literal start above)
// valid View::SUBVIEW: "{ One::LEN }" => "{ <One as Tiling>::LEN }"; "(One::AT)" => "(<One as Tiling>::AT)"  (the consts through the qualified path)
// invalid View::SUBVIEW: "{ <One as Tiling>::LEN }" => "{ <One as Tiling>::LEN + 1 }"  (a const expression of the associated const: 2 steps where the view pads B as 1 # 4)
use furiosa_visa_std::prelude::*;

axes![A = 4096, B = 4];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![B, A]>) -> HbmTensor<i32, m![1], m![B, A]> {
    let dm: DmTensor<i32, m![1], m![A / 2048], m![A / 8 % 256], m![B, A % 8]> = x.to_dm(&mut ctx.tdma, 0);
    let t = dm.view().tile::<m![B], 1, m![1 # 4, A % 8]>(1);
    let mut h6 = unsafe { HbmTensor::<i32, m![1], m![A]>::from_addr(0x40000) };
    t.to_hbm_view(&mut ctx.tdma, h6.view_mut());
    dm.to_hbm(&mut ctx.tdma, 0x10000)
}
