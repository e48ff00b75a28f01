// valid Transpose::LAYOUT  (an 8 x 8 transpose of [C, D] x E)
// invalid Transpose::LAYOUT: ".transpose::<m![C, E" => ".transpose::<m![E, C"  (OutTime [E, C]: no transpose gives it)
// valid Transpose::PACKET  (the Transpose Engine gives 32-byte packets)
// invalid Transpose::PACKET: "m![D # 32" => "m![D # 16"  (a transposed packet of 16 i8)
// valid Commit::LAYOUT: "    let y_dm = ctx\n" => "    let mut y_dm: DmTensor<i8, Chip, m![1 # 2], m![P], m![C, E, D]> = unsafe { DmTensor::from_addr(1 << 12) };\n    ctx\n"; ".commit::<m![C, E, D]>(1 << 12);" => ".commit_view(y_dm.view_mut());"  (the transposed stream committed through a view, stream_tensor.rs:1735)
// invalid Commit::LAYOUT: "m![C, E, D]> = unsafe" => "m![C, D, E]> = unsafe"  (the view's outer [C, D] is no transpose of the transposed Time [C, E], stream_tensor.rs:1703)
// base: "E = 8]" => "E = 4]"; "-> HbmTensor<i8, Chip, m![P, C, D, E]>" => "-> HbmTensor<i8, Chip, m![P, C, E, D]>"; "y_dm.to_hbm::<m![P, C, D, E]>" => "y_dm.to_hbm::<m![P, C, E, D]>"  (rows of 4 live i8 columns, the output stored as transposed)
// valid Transpose::LAYOUT  (i8 rows of 4 live columns in a padded packet: out_rows E, the packet's live part, stream_tensor.rs:1065)
// invalid Transpose::LAYOUT: ".transpose::<m![C, E], m![D # 32]>()" => ".transpose::<m![C, E % 2], m![D # 32]>()"; ".commit::<m![C, E, D]>" => ".commit::<m![C, E % 2, D]>"; "m![P, C, E, D]>(&mut" => "m![P, C, E % 2, D]>(&mut"; "-> HbmTensor<i8, Chip, m![P, C, E, D]>" => "-> HbmTensor<i8, Chip, m![P, C, E % 2, D]>"  (OutTime drops E / 2, live columns, stream_tensor.rs:1065)
// valid Transpose::LAYOUT: ".transpose::<m![C, E], m![D # 32]>()" => ".transpose::<m![C, E # 8], m![D # 32]>()"; ".commit::<m![C, E, D]>" => ".commit::<m![C, E # 8, D]>"  (OutTime keeps the packet's padding to 8 columns: only padding differs, stream_tensor.rs:1065)
// invalid Transpose::LAYOUT: ".transpose::<m![C, E # 8], m![D # 32]>()" => ".transpose::<m![C, E # 64], m![D # 32]>()"; ".commit::<m![C, E # 8, D]>" => ".commit::<m![C, E # 64, D]>"  (out_rows 64, more than the 32 columns of a packet: stream_tensor.rs:1059)
// valid Transpose::PACKET  (32 i8 in, 32 out)
// invalid Transpose::PACKET: ".transpose::<m![C, E], m![D # 32]>()" => ".transpose::<m![C, E], m![D # 64]>()"  (64 i8 out, two flits: stream_tensor.rs:994)
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 8, D = 8, E = 8];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i8, Chip, m![P, C, D, E]>) -> HbmTensor<i8, Chip, m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C, D], m![E # 32]>()
        .collect::<m![C, D], m![E # 32]>()
        .transpose::<m![C, E], m![D # 32]>()
        .commit::<m![C, E, D]>(1 << 12);
    y_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}
