// valid View::SUBVIEW  (after view_simpl: the halves of B swapped through tiles of 2 steps, B = 0, 1 to B = 2, 3 and back)
// invalid Kernel::UNMODELLED: "output.view_mut().tile::<m![B], 2, m![B = 2 # 4]>(2)" => "output.view_mut().tile::<m![B], 2, m![B = 2 # 4]>(3)"  (steps 3 and 4 of B's 4: the type holds and the reference's tile asserts nothing of the start, tensor_view.rs:86)
// invalid View::SUBVIEW: "input.view().tile::<m![B], 2, m![B = 2 # 4]>(0)" => "input.view().tile::<m![B], 2, m![B # 4]>(0)"  (the view written as all of B: B divided by a span of 2 is B = 2 # 4, mapping.rs:265)
// invalid View::SUBVIEW: "input.view().tile::<m![B], 2, m![B = 2 # 4]>(2)" => "input.view().tile::<m![B], 2, m![B = 2]>(2)"  (a view of 2 positions: the tile keeps B's 4, what it leaves out as padding)
// invalid DMA::COVERAGE: "let lower = output.view_mut().tile::<m![B], 2, m![B = 2 # 4]>(0);" => "let lower = output.view_mut().tile::<m![B], 1, m![1 # 4]>(0);"  (two rows copied into a one-row view: [1 # 4] divided by [B = 2 # 4] fails, tensor_view.rs:63)
// valid DMA::COVERAGE: "    output.to_hbm(&mut ctx.tdma, 0x4000)" => "    let rows = output.view().tile::<m![B], 2, m![B = 2 # 4]>(2);\n    let row3 = rows.tile::<m![B], 1, m![1 # 4]>(1);\n    let mut last = unsafe { DmTensor::<i32, m![1], m![A / 256], m![A % 256], m![1 # 4]>::from_addr(0x5000) };\n    row3.to_dm_view(&mut ctx.tdma, last.view_mut());\n    output.to_hbm(&mut ctx.tdma, 0x4000)"  (a tile of a tile: rows B = 2, 3, then the second of them, B = 3)

use furiosa_visa_std::prelude::*;

axes![A = 512, B = 4];

#[device(chip = 1)]
pub fn swap_halves(
    ctx: &mut Context,
    input_hbm: &HbmTensor<i32, m![1], m![A, B]>,
) -> HbmTensor<i32, m![1], m![A, B]> {
    let input = input_hbm.to_dm::<m![A / 256], m![A % 256], m![B]>(&mut ctx.tdma, 0x2000);
    let mut output = unsafe { DmTensor::<i32, m![1], m![A / 256], m![A % 256], m![B]>::from_addr(0x3000) };

    let low = input.view().tile::<m![B], 2, m![B = 2 # 4]>(0);
    let upper = output.view_mut().tile::<m![B], 2, m![B = 2 # 4]>(2);
    low.to_dm_view(&mut ctx.tdma, upper);

    let high = input.view().tile::<m![B], 2, m![B = 2 # 4]>(2);
    let lower = output.view_mut().tile::<m![B], 2, m![B = 2 # 4]>(0);
    high.to_dm_view(&mut ctx.tdma, lower);

    output.to_hbm(&mut ctx.tdma, 0x4000)
}
