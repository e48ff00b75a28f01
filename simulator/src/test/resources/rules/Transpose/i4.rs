// invalid Transpose::LAYOUT: "D = 16, E = 16" => "D = 32, E = 16"  (32 rows of i4 are 16 bytes: in_rows of more than 8 bytes, stream_tensor.rs:1003)
// invalid Transpose::LAYOUT: ".transpose::<m![C, E]" => ".transpose::<m![C, E % 8]"  (OutTime keeps 8 of the packet's 16 live columns: a 4-bit packet has 16, of which only padding may be dropped, stream_tensor.rs:1065)
// invalid Transpose::LAYOUT: "D = 16, E = 16" => "D = 3, E = 16"  (3 rows of i4 are 1.5 bytes: the reference sizes in_rows with size_in_bytes_from_length, which asserts whole bytes, scalar.rs:18, stream_tensor.rs:1002)
// valid Transpose::LAYOUT: "D = 16, E = 16" => "D = 2, E = 16"; ".commit::<m![C, E, D]>" => ".commit::<m![C, E, D # 16]>"  (2 rows of i4, one byte, the fewest whole bytes, committed with 14 nibbles of padding to make 8 bytes)
// invalid Transpose::PACKET: ".transpose::<m![C, E], m![D # 64]>()" => ".transpose::<m![C, E], m![D # 32]>()"  (a transposed packet of 32 i4, 16 bytes: stream_tensor.rs:994)
// invalid Transpose::PACKET: ".transpose::<m![C, E], m![D # 64]>()" => ".transpose::<m![C, E], m![D # 63]>()"  (a transposed packet of 63 i4, 31.5 bytes: the reference's size_in_bytes_from_length refuses it, scalar.rs:18, inside stream_tensor.rs:994)
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 8, D = 16, E = 16];

type Chip = m![1];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i4, Chip, m![P, C, D, E]>) -> HbmTensor<i4, Chip, m![P, C, E, D]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E]>(&mut ctx.tdma, 0);
    let y_dm = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i4, m![C, D], m![E # 64]>()
        .collect::<m![C, D], m![E # 64]>()
        .transpose::<m![C, E], m![D # 64]>()
        .commit::<m![C, E, D]>(1 << 12);
    y_dm.to_hbm::<m![P, C, E, D]>(&mut ctx.tdma, 1 << 28)
}
