// valid Transpose::LAYOUT  (f8e4m3 rows of 16 columns read as two packets of 8: packets_per_col E / 8, in_cols 2 × 8 = 16, stream_tensor.rs:1027)
// invalid Transpose::LAYOUT: ".transpose::<m![C, E / 8, E % 8], m![D # 32]>()" => ".transpose::<m![C, E % 8, E / 8], m![D # 32]>()"  (OutTime's packets_per_col inside the packet's columns: the outer OutTime is then C, E % 8, not C, stream_tensor.rs:1072)
// invalid Transpose::LAYOUT: "C = 4, D = 8, E = 16" => "C = 4, D = 8, E = 64"  (in_cols 8 × 8 = 64, more than 32, stream_tensor.rs:1027)
// invalid Transpose::LAYOUT: "C = 4, D = 8, E = 16" => "C = 4, D = 16, E = 16"  (16 rows of one byte: in_rows of 16 bytes, stream_tensor.rs:1003)
// valid Transpose::LAYOUT: ".fetch::<f8e4m3, m![C, D, E / 8], m![E % 8 # 32]>()\n        .collect::<m![C, D, E / 8], m![E % 8 # 32]>()" => ".fetch::<f8e4m3, m![C, E / 8, D], m![E % 8 # 32]>()\n        .collect::<m![C, E / 8, D], m![E % 8 # 32]>()"; "m![P], m![C, D, E]>(&mut" => "m![P], m![C, E / 8, D, E % 8]>(&mut"; "HbmTensor<f8e4m3, Chip, m![P, C, D, E]>) ->" => "HbmTensor<f8e4m3, Chip, m![P, C, E / 8, D, E % 8]>) ->"  (Time [C, E / 8, D], the rows D innermost: packets_per_col 1, in_cols the 8 of one packet, and OutTime C, E / 8, E % 8 keeps the outer Time C, E / 8, stream_tensor.rs:1072)
// valid Transpose::LAYOUT: "C = 4, D = 8, E = 16" => "C = 4, D = 8, E = 32"  (in_cols 4 × 8 = 32, the most)
// valid Transpose::PACKET  (32 f8e4m3 in and out)
// invalid Transpose::PACKET: ".transpose::<m![C, E / 8, E % 8], m![D # 32]>()" => ".transpose::<m![C, E / 8, E % 8], m![D # 16]>()"  (16 bytes out, stream_tensor.rs:994)
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 4, D = 8, E = 16];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<f8e4m3, Chip, m![P, C, D, E]>) -> HbmTensor<f8e4m3, Chip, m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<f8e4m3, m![C, D, E / 8], m![E % 8 # 32]>()
        .collect::<m![C, D, E / 8], m![E % 8 # 32]>()
        .transpose::<m![C, E / 8, E % 8], m![D # 32]>()
        .commit::<m![C, E, D]>(1 << 12);
    y_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}
