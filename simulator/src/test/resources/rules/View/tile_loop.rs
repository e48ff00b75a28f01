// valid View::SUBVIEW  (tile_simple: 32 tiles of B, each copied to its place in the transposed output)
// invalid View::SUBVIEW: "input.tile::<m![B], 1, m![A, 1 # 32]>(b)" => "input.tile::<m![B], 1, m![A]>(b)"  (the view type drops B's place: assert_div's assert_eq, mapping.rs:265, wants m![A, 1 # 32]; the same in all 32 iterations)
// invalid View::SUBVIEW: "tile::<m![B], 1, m![1 # 32, A]>(b)" => "tile::<m![B], 1, m![A, 1 # 32]>(b)"  (the output tile's view written in the input's order: [B, A] divided by B is [1 # 32, A])
// valid View::SUBVIEW: "for b in 0..32 {" => "for b in 0..16 {"; "input.tile::<m![B], 1, m![A, 1 # 32]>(b)" => "input.tile::<m![B], 2, m![A, B = 2 # 32]>(2 * b)"; "tile::<m![B], 1, m![1 # 32, A]>(b)" => "tile::<m![B], 2, m![B = 2 # 32, A]>(2 * b)"  (tiles of 2 steps of B: a span of 2 keeps B resized to 2, mapping.rs:259)
// invalid View::SUBVIEW: "input.tile::<m![B], 2, m![A, B = 2 # 32]>(2 * b)" => "input.tile::<m![B], 2, m![A, B # 32]>(2 * b)"  (a span of 2 written as if it were all of B)
// invalid Kernel::UNMODELLED: "for b in 0..32 {" => "for b in 0..33 {"  (one iteration too many: the tile at b = 32 starts past B's 32 steps, which the reference does not assert, tensor_view.rs:86)
// invalid Kernel::UNMODELLED: "for b in 0..32 {" => "for b in 0..16 {"; "input.tile::<m![B], 1, m![A, 1 # 32]>(b)" => "input.tile::<m![B], 2, m![A, B = 2 # 32]>(2 * b + 1)"; "tile::<m![B], 1, m![1 # 32, A]>(b)" => "tile::<m![B], 2, m![B = 2 # 32, A]>(2 * b + 1)"  (the last 2-step tile starts at 31 and runs past B's end: the type holds, what the step at 32 reads is decided in the compiled mapping library)
use furiosa_visa_std::prelude::*;

axes![A = 512, B = 32];

#[device(chip = 1)]
pub fn tile_simple(ctx: &mut Context, input: HbmTensorView<'_, i8, m![1], m![A, B]>) -> HbmTensor<i8, m![1], m![B, A]> {
    let mut output = unsafe { HbmTensor::<i8, m![1], m![B, A]>::from_addr(0x3000) };
    for b in 0..32 {
        let input_slice = input.tile::<m![B], 1, m![A, 1 # 32]>(b);
        let output_slice = output.view_mut().tile::<m![B], 1, m![1 # 32, A]>(b);
        input_slice.to_hbm_view(&mut ctx.tdma, output_slice);
    }
    output
}
