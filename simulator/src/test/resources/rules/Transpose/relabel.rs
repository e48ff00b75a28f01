// valid Transpose::RELABEL  (after vector_final the transpose relabels by index, stream_tensor.rs:1677: E split between Time and Packet, which the Transpose Engine's in_rows of at most 8 bytes would refuse)
// invalid Transpose::RELABEL: "m![E % 2, C]>()" => "m![E % 2, C % 2 # 4]>()"  (the output lacks C / 2: the reference's division fails, tensor_view.rs:63)
// invalid Transpose::RELABEL: ".transpose::<m![A % 8, E / 2]," => ".transpose::<m![A % 8, E / 2, R],"  (the output holds R, which the stream lacks: a broadcast the reference refuses, tensor_view.rs:75)
// valid Transpose::RELABEL: ".transpose::<m![A % 8, E / 2], m![E % 2, C]>()" => ".transpose::<m![E / 2, A % 8], m![E % 2, C]>()"  (the outer Time reordered)
// valid Transpose::RELABEL: ".transpose::<m![A % 8, E / 2], m![E % 2, C]>()" => ".transpose::<m![A % 8, C], m![E]>()"; "m![A % 8, E, C]> = ctx" => "m![A % 8, C, E]> = ctx"  (the input layout itself)
// valid VRF::LAYOUT: "        .transpose::<m![A % 8, E / 2], m![E % 2, C]>()\n        .commit(0x4000);\n" => "        .to_vrf(0);\n"; "let y_dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8, E, C]>" => "let v: VrfTensor<i32, Chip, Cluster, Slice, m![E, A % 8, C]>"; "    y_dm.to_hbm::<m![A, C, E]>(&mut ctx.tdma, 1 << 20)\n" => "    x_dm.to_hbm::<m![A, C, E]>(&mut ctx.tdma, 1 << 20)\n"  (vector_final().to_vrf, its Element a reordering of the stream's indices, stream_tensor.rs:1671)
// invalid VRF::LAYOUT: "m![E, A % 8, C]>" => "m![E, A % 8]>"  (the VRF Element lacks C)
use furiosa_visa_std::prelude::*;

axes![A = 2048, C = 4, E = 8, R = 2];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
fn kernel(ctx: &mut Context, x: &HbmTensor<i32, Chip, m![A, C, E]>) -> HbmTensor<i32, Chip, m![A, C, E]> {
    let x_dm = x.to_dm::<Cluster, Slice, m![A % 8, C, E]>(&mut ctx.tdma, 0);
    let y_dm: DmTensor<i32, Chip, Cluster, Slice, m![A % 8, E, C]> = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i32, m![A % 8, C], m![E]>()
        .collect::<m![A % 8, C], m![E]>()
        .vector_init()
        .vector_intra_slice_branch(BranchMode::Unconditional)
        .vector_fxp(FxpBinaryOp::AddFxp, 1)
        .vector_final()
        .transpose::<m![A % 8, E / 2], m![E % 2, C]>()
        .commit(0x4000);
    y_dm.to_hbm::<m![A, C, E]>(&mut ctx.tdma, 1 << 20)
}
