// valid Transpose::LAYOUT  (an f32 transpose of 2 rows, 8 bytes, the most for a 4-byte type)
// invalid Transpose::LAYOUT: "R = 2," => "R = 4,"  (4 rows of f32 are 16 bytes, stream_tensor.rs:1003)
// invalid Transpose::LAYOUT: ".transpose::<m![C, E], m![R # 8]>()\n        .commit::<m![C, E, R]>" => ".transpose::<m![C, E / 2], m![R # 8]>()\n        .commit::<m![C, E / 2, R]>"; "m![P], m![C, E, R]> {" => "m![P], m![C, E / 2, R]> {"  (the out rows keep only E / 2 of the 8 columns: data dropped, not padding, stream_tensor.rs:1065)
// valid Transpose::LAYOUT: "axes![P = 256, C = 4, R = 2, E = 8];" => "axes![P = 256, C = 4, R = 2, Q = 2, E = 8];"; "m![P, C, R, E]>) ->" => "m![P, C, R, Q, E]>) ->"; "m![P, C, R, E]> {" => "m![P, C, R, Q, E]> {"; "to_hbm::<m![P, C, R, E]>" => "to_hbm::<m![P, C, R, Q, E]>"; "m![C, R, E]>(&mut" => "m![C, R, Q, E]>(&mut"; "m![C, R, E]>,\n" => "m![C, R, Q, E]>,\n"; "m![C, E, R]> {" => "m![C, Q, E, R]> {"; "fetch::<f32, m![C, R], m![E]>()\n        .collect::<m![C, R], m![E]>()\n        .transpose::<m![C, E], m![R # 8]>()\n        .commit::<m![C, E, R]>" => "fetch::<f32, m![C, R, Q], m![E]>()\n        .collect::<m![C, R, Q], m![E]>()\n        .transpose::<m![C, Q, E], m![R # 8]>()\n        .commit::<m![C, Q, E, R]>"  (two packets per column: in_cols 2 × 8 = 16)
// invalid Transpose::LAYOUT: "Q = 2," => "Q = 8,"  (eight packets per column: in_cols 64, stream_tensor.rs:1026)
// valid Transpose::PACKET  (8 f32 in, 2 f32 padded to 8 out: 32 bytes each)
// invalid Transpose::PACKET: ".transpose::<m![C, E], m![R # 8]>()" => ".transpose::<m![C, E], m![R # 4]>()"  (2 f32 padded to 4: 16 bytes out, stream_tensor.rs:994)
// valid Transpose::PACKET: "fetch::<f32, m![C, R], m![E]>()\n        .collect::<m![C, R], m![E]>()" => "fetch::<f32, m![C, R, E / 4], m![E % 4]>()\n        .collect::<m![C, R, E / 4], m![E % 4 # 8]>()"; ".transpose::<m![C, E], m![R # 8]>()" => ".transpose::<m![C, E / 4, E % 4], m![R # 8]>()"; ".commit::<m![C, E, R]>" => ".commit::<m![C, E / 4, E % 4, R]>"; "m![P], m![C, E, R]> {" => "m![P], m![C, E / 4, E % 4, R]> {"  (a fetched packet of 4 f32 padded by collect to 8: 32 bytes in, two packets per column, each cut back to its 4 columns)
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 4, R = 2, E = 8];

type Chip = m![1];

fn rows_to_columns(
    ctx: &mut Context,
    x: &DmTensor<f32, Chip, m![1 # 2], m![P], m![C, R, E]>,
) -> DmTensor<f32, Chip, m![1 # 2], m![P], m![C, E, R]> {
    ctx.main
        .begin(x.view())
        .fetch::<f32, m![C, R], m![E]>()
        .collect::<m![C, R], m![E]>()
        .transpose::<m![C, E], m![R # 8]>()
        .commit::<m![C, E, R]>(1 << 12)
}

#[device(chip = 1)]
fn columns(ctx: &mut Context, x: &HbmTensor<f32, Chip, m![P, C, R, E]>) -> HbmTensor<f32, Chip, m![P, C, R, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, R, E]>(&mut ctx.tdma, 0);
    rows_to_columns(ctx, &x_dm).to_hbm::<m![P, C, R, E]>(&mut ctx.tdma, 1 << 28)
}
