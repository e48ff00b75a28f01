// valid Transpose::LAYOUT  (4 bf16 rows, 8 bytes: in_rows at its limit, stream_tensor.rs:1003)
// invalid Transpose::LAYOUT: "D = 4" => "D = 8"; "m![C, E, D # 8]" => "m![C, E, D]"  (8 bf16 rows, 16 bytes)
// valid Transpose::LAYOUT: "type Elem = bf16;" => "type Elem = f8e4m3;"; "D = 4" => "D = 8"; "m![E # 16]" => "m![E # 32]"; "m![D # 16]" => "m![D # 32]"; "m![C, E, D # 8]" => "m![C, E, D]"  (8 f8e4m3 rows, 8 bytes)
// invalid Transpose::LAYOUT: "D = 8" => "D = 16"  (16 f8e4m3 rows, 16 bytes)
// valid Commit::IN_SIZE  (8 bf16 of each transposed packet committed, the 4 rows and 4 of their padding: 16 bytes)
// invalid Commit::IN_SIZE: "m![C, E, D # 8]" => "m![C, E, D # 6]"  (6 bf16, 12 bytes)
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 8, D = 4, E = 8];

type Chip = m![1];
type Elem = bf16;

/// Transposes each 4 x 8 block of bf16: rows D become the packet, columns E the time.
#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<Elem, Chip, m![P, C, D, E]>) -> HbmTensor<Elem, Chip, m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<Elem, m![C, D], m![E]>()
        .collect::<m![C, D], m![E # 16]>()
        .transpose::<m![C, E], m![D # 16]>()
        .commit::<m![C, E, D # 8]>(1 << 12);
    y_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}
