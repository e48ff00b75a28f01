// invalid Aligner::PACKET + Aligner::TILING: "        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&t);\n" => "        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&t);\n    let q = ctx\n        .main\n        .begin(a.view())\n        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()\n        .collect::<m![I % 16, K / 16], m![K % 16]>()\n        .align::<m![I % 16, K / 32, J / 8 % 2], m![K % 32], _, _>(&t);\n"; "        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&t);\n    let q" => "        .align::<m![I % 16, K / 16], m![K % 16], _, _>(&t);\n    let q"  (two aligns: OutPacket of 32 bytes, then a tiling axis absent from the TRF)
// invalid Aligner::TILING: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 32, J % 8 / 4], m![K % 32], _, _>"  (the tiling axis J % 8 / 4 is a TRF Row, not in the Element, stream_tensor.rs:1264)
// invalid Aligner::TILING: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 32, J / 8 % 2], m![K % 32], _, _>"  (the tiling axis J / 8 % 2 is absent from the TRF (the Slice holds it))
// invalid Aligner::TILING: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 32, I / 16 % 2], m![K % 32], _, _>"  (the tiling axis I / 16 % 2 is held by the data's Slice, not its Time, and absent from the TRF Element)
// invalid Aligner::TILING: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 32, J % 2, J % 8 / 4], m![K % 32], _, _>"  (of the tiling axes J % 2 and J % 8 / 4, the second is not in the TRF Element)
// invalid Aligner::TILING: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 32, J % 4], m![K % 32], _, _>"  (the tiling axis J % 4 is only half in the TRF Element (J % 2))
// valid Aligner::TILING: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 32, J % 2], m![K % 32], _, _>"  (the tiling axis J % 2 is in the TRF Element [J % 2, K])
// valid Aligner::TILING: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 16, J % 2], m![K % 16 # 32], _, _>"  (one flit per packet, tiled by J % 2 of the TRF Element)
// invalid Aligner::STREAM_ADAPTER: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, J % 2, K / 32], m![K % 32], _, _>"  (the tiling axis J % 2 is not innermost in OutTime, stream_tensor.rs:1257)
// invalid Aligner::STREAM_ADAPTER: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![K / 32, I % 16], m![K % 32], _, _>"  (OutTime reorders Time's axes, stream_tensor.rs:1249)
// invalid Aligner::STREAM_ADAPTER: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 32], m![K % 16, K % 32 / 16], _, _>"  (the inner flit of OutPacket is K % 32 / 16, not Packet K % 16, stream_tensor.rs:1225)
// valid Aligner::STREAM_ADAPTER: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 16], m![K % 16 # 32], _, _>"  (one flit per packet, padded to 64 bytes)
// invalid Aligner::PACKET: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 16], m![K % 16], _, _>"  (OutPacket of 16 bf16 = 32 bytes, stream_tensor.rs:1215)
// invalid Aligner::PACKET: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 64], m![K % 64], _, _>"  (OutPacket of 64 bf16 = 128 bytes)
// valid Aligner::PACKET  (OutPacket of 32 bf16 = 64 bytes)
// invalid StreamAdapter::COLLECT_FLITS: ".align::<m![I % 16, K / 32], m![K % 32], _, _>" => ".align::<m![I % 16, K / 64], m![K % 32], _, _>"  (OutTime of 128 over Time of 256 with a 2-flit packet: K % 64 / 32 is in neither, stream_tensor.rs:1244)
// valid StreamAdapter::COLLECT_FLITS  (two flits per packet)
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 128, K = 256];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16, J / 8];

#[device(chip = 1)]
fn gemm(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I / 16, J, K]> {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 13);

    let t: TrfTensor<bf16, Chip, Cluster, Slice, m![J % 8 / 2], m![J % 2, K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
        .collect::<m![J % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);

    let p = ctx
        .main
        .begin(a.view())
        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()
        .collect::<m![I % 16, K / 16], m![K % 16]>()
        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&t);
    b.to_hbm(&mut ctx.tdma, 1 << 24)
}
