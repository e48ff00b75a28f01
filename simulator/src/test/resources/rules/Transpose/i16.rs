// valid Transpose::LAYOUT  (an i16 transpose of 4 rows, 8 bytes, the most: in_rows × 2 bytes at most 8)
// invalid Transpose::LAYOUT: "D = 4, E = 8" => "D = 8, E = 8"  (8 rows of i16 are 16 bytes: in_rows of more than 8 bytes, stream_tensor.rs:1003)
// valid Transpose::PACKET  (16 i16 are one 32-byte packet)
// invalid Transpose::PACKET: ".transpose::<m![C, E], m![D # 16]>()" => ".transpose::<m![C, E], m![D # 8]>()"  (a transposed packet of 8 i16, 16 bytes: stream_tensor.rs:994)
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 8, D = 4, E = 8];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i16, Chip, m![P, C, D, E]>) -> HbmTensor<i16, Chip, m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i16, m![C, D], m![E # 16]>()
        .collect::<m![C, D], m![E # 16]>()
        .transpose::<m![C, E], m![D # 16]>()
        .commit::<m![C, E, D]>(1 << 12);
    y_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}
