// valid Transpose::PACKET  (in_rows D of 8 i8, 8 columns E: a 32-byte packet in and out)
// invalid Transpose::PACKET: "transpose::<m![C, E], m![D # 32]>" => "transpose::<m![C, E # 16], m![D # 16]>"  (a 16-byte output packet and out_rows 16 > in_cols 8: the packet sizes, stream_tensor.rs:994, are asserted before the rows, 1059)
// invalid Transpose::PACKET: "transpose::<m![C, E], m![D # 32]>" => "transpose::<m![C / 2, E], m![D # 64]>"  (a 64-byte output packet and the outer Time C cut to C / 2: stream_tensor.rs:994 before 1072)
// invalid Transpose::LAYOUT: "transpose::<m![C, E], m![D # 32]>" => "transpose::<m![C / 2, E], m![D # 32]>"  (32 bytes, but the outer Time C cut to C / 2, stream_tensor.rs:1072)
// valid Transpose::LAYOUT: "transpose::<m![C, E], m![D # 32]>" => "transpose::<m![C, E # 8], m![D # 32]>"  (out_rows written with its padding: 8 of in_cols 8)
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 8, D = 8, E = 8];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![P, C, D, E]>) -> HbmTensor<i8, Chip, m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E]>(&mut ctx.tdma, 0);
    let s = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C, D], m![E # 32]>()
        .collect::<m![C, D], m![E # 32]>()
        .transpose::<m![C, E], m![D # 32]>();
    x_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}
