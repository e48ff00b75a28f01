// valid Transpose::LAYOUT  (a generic helper transposes with the caller's OutTime, Rows and Out: in_rows D, 4 i16 of 8 bytes, the most, and in_cols 16)
// invalid Transpose::LAYOUT: "turn::<m![C, E], m![D # 16], m![C, E, D]>" => "turn::<m![C, E], m![F # 16], m![C, E, F]>"  (the caller's in_rows F is no axis of the input Time, stream_tensor.rs:1015)
// invalid Transpose::LAYOUT: "turn::<m![C, E], m![D # 16], m![C, E, D]>" => "turn::<m![C, E], m![C / 4 # 16], m![C, E, D]>"  (in_rows C / 4 leaves C % 4 and D inside it: 16 packets per column, in_cols 256, stream_tensor.rs:1026)
// invalid Transpose::LAYOUT: "turn::<m![C, E], m![D # 16], m![C, E, D]>" => "turn::<m![E, C], m![D # 16], m![E, C, D]>"  (the outer Time C moved inside E: the outer Time is not kept, stream_tensor.rs:1072)
// valid Transpose::PACKET  (the caller's Rows m![D # 16] is one 32-byte packet of i16)
// invalid Transpose::PACKET: "turn::<m![C, E], m![D # 16], m![C, E, D]>" => "turn::<m![C, E], m![D # 8], m![C, E, D]>"  (Rows of 8 i16: a 16-byte transposed packet, stream_tensor.rs:994)
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 8, D = 4, E = 8, F = 4];

type Chip = m![1];
type Cluster = m![1 # 2];
type Stored = m![C, D, E];

/// Transposes each slice's C blocks of D rows by E columns: the stream's `Rows` become each
/// packet, `OutTime` its steps, and the result is stored as `Out`.
fn turn<OutTime: M, Rows: M, Out: M>(
    ctx: &mut Context,
    x: &DmTensor<i16, Chip, Cluster, m![P], Stored>,
) -> DmTensor<i16, Chip, Cluster, m![P], Out> {
    ctx.main
        .begin(x.view())
        .fetch::<i16, m![C, D], m![E # 16]>()
        .collect::<m![C, D], m![E # 16]>()
        .transpose::<OutTime, Rows>()
        .commit(1 << 12)
}

#[device(chip = 1)]
fn blocks(ctx: &mut Context, x: &HbmTensor<i16, Chip, m![P, C, D, E]>) -> HbmTensor<i16, Chip, m![P, C, D, E]> {
    let x_dm = x.to_dm::<Cluster, m![P], Stored>(&mut ctx.tdma, 0);
    let y_dm = turn::<m![C, E], m![D # 16], m![C, E, D]>(ctx, &x_dm);
    y_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}
