// valid Transpose::LAYOUT  (a u8 transpose of 8 rows, 8 bytes, the most: in_rows × 1 byte at most 8)
// invalid Transpose::LAYOUT: "D = 8, E = 8" => "D = 16, E = 8"  (16 rows of u8 are 16 bytes: in_rows of more than 8 bytes, stream_tensor.rs:1003)
// valid Transpose::PACKET  (32 u8 are one 32-byte packet)
// invalid Transpose::PACKET: ".transpose::<m![C, E], m![D # 32]>()" => ".transpose::<m![C, E], m![D # 16]>()"  (a transposed packet of 16 u8, 16 bytes: stream_tensor.rs:994)
// invalid Transpose::LAYOUT: ".transpose::<m![C, E], m![D # 32]>()" => ".transpose::<m![E], m![D # 32]>()"  (OutTime drops C, the outer Time the transpose keeps, stream_tensor.rs:1072)
// invalid Transpose::LAYOUT: ".transpose::<m![C, E], m![D # 32]>()" => ".transpose::<m![C, E # 16], m![D # 32]>()"  (out_rows E # 16 is 16, more than in_cols 8, stream_tensor.rs:1059)
// invalid Transpose::LAYOUT: ".transpose::<m![C, E], m![D # 32]>()" => ".transpose::<m![C / 2, E], m![D # 32]>()"  (the outer OutTime C / 2 is not the outer Time C)
// invalid Transpose::LAYOUT: "D = 8, E = 8" => "D = 8, E = 16"  (16 elements a packet: the engine takes the first 8 as in_cols, and out_rows E is 16, stream_tensor.rs:1059)
// invalid Commit::IN_SIZE: "D = 8, E = 8" => "D = 4, E = 8"  (4 rows transposed: each committed packet holds 4 u8, 4 bytes, stream_tensor.rs:1698)
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 8, D = 8, E = 8];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<u8, Chip, m![P, C, D, E]>) -> HbmTensor<u8, Chip, m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<u8, m![C, D], m![E # 32]>()
        .collect::<m![C, D], m![E # 32]>()
        .transpose::<m![C, E], m![D # 32]>()
        .commit::<m![C, E, D]>(1 << 12);
    y_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}
