// valid Reducer::ACCUMULATE_LAYOUT  (contract sums K % 2 only, 16 outputs a packet; Interleaved accumulation sums K / 32 over Time and keeps the 16 in OutTime: [I % 16, K % 32 / 2], OutPacket [J % 8])
// invalid Reducer::ACCUMULATE_LAYOUT: "accumulate::<m![I % 16, K % 32 / 2], m![J % 8]>" => "accumulate::<m![K % 32 / 2, I % 16], m![J % 8]>"  (the retained packet placed outside the time: OutTime is [Time', Packet'], stream_tensor.rs:1408)
// invalid Reducer::ACCUMULATE_LAYOUT: "accumulate::<m![I % 16, K % 32 / 2], m![J % 8]>" => "accumulate::<m![I % 16, K % 32 / 4], m![J % 8]>"  (the retained packet cut to 8 of its 16 data elements: slicing may drop padding only, stream_tensor.rs:1408)
// invalid Reducer::ACCUMULATE_LAYOUT: "accumulate::<m![I % 16, K % 32 / 2], m![J % 8]>" => "accumulate::<m![I % 16, K % 32 / 2], m![J % 8 # 16]>"  (OutPacket of 16 elements, stream_tensor.rs:1362)
// invalid Reducer::CONTRACT: "contract::<m![K % 32 / 2]>" => "contract::<m![K % 16]>"  (OutPacket K % 16 keeps the inner half of the packet: no tree sums adjacent groups to it, stream_tensor.rs:1335)
// valid Reducer::CONTRACT: "contract::<m![K % 32 / 2]>" => "contract::<m![K % 32 / 8]>"; "accumulate::<m![I % 16, K % 32 / 2], m![J % 8]>" => "accumulate::<m![I % 16, K % 32 / 8], m![J % 8]>"; "m![I % 16, K % 32 / 2, J % 8]>" => "m![I % 16, K % 32 / 8, J % 8]>"; "m![I, K % 32 / 2, J]>" => "m![I, K % 32 / 8, J]>"  (a tree of depth 3: 4 outputs a packet)
// invalid Reducer::CONTRACT: "contract::<m![K % 32 / 8]>" => "contract::<m![K % 32 / 16 # 3]>"  (OutPacket of 3 elements: a power of two is wanted, stream_tensor.rs:1326)
// base: "AccumulationKind::Interleaved" => "AccumulationKind::Sequential"; "accumulate::<m![I % 16, K % 32 / 2], m![J % 8]>" => "accumulate::<m![I % 16, J % 8, K % 32 / 16], m![K % 16 / 2]>"; "cast::<bf16, m![J % 8 # 16]>" => "cast::<bf16, m![K % 16 / 2 # 16]>"; "m![I % 16, K % 32 / 2, J % 8]>" => "m![I % 16, J % 8, K % 32 / 2]>"; "m![I, K % 32 / 2, J]>" => "m![I, J, K % 32 / 2]>"  (Sequential: OutTime [Time', Row, packet_outer], the packet's inner 8 as OutPacket; 8 Rows × 2 outer packets = 16 accumulators of 32)
// valid Reducer::BUFFER  (8 Rows × 2 outer packets, nothing of Time inside the reduced K / 32: 16 accumulators of 32)
// valid Reducer::ACCUMULATE_LAYOUT  (Sequential OutTime [I % 16, J % 8, K % 32 / 16], OutPacket K % 16 / 2)
// invalid Reducer::ACCUMULATE_LAYOUT: "accumulate::<m![I % 16, J % 8, K % 32 / 16], m![K % 16 / 2]>" => "accumulate::<m![I % 16, K % 32 / 16, J % 8], m![K % 16 / 2]>"  (Sequential OutTime ends [packet_outer, Row], not [Row, packet_outer], stream_tensor.rs:1439)
use furiosa_visa_std::prelude::*;

axes![I = 256, J = 128, K = 256];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 16, J / 8];
type Row = m![J % 8];

#[device(chip = 1)]
fn gemm(
    ctx: &mut Context,
    a: &HbmTensor<bf16, Chip, m![I, K]>,
    b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, K % 32 / 2, J]> {
    let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K]> = a.to_dm(&mut ctx.tdma, 0);
    let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 8, K]> = b.to_dm(&mut ctx.tdma, 1 << 13);

    let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![K]> = ctx
        .sub
        .begin(b.view())
        .fetch::<bf16, m![J % 8, K / 16], m![K % 16]>()
        .collect::<m![J % 8, K / 16], m![K % 16]>()
        .to_trf(TrfAddress::Full);

    let c: DmTensor<bf16, Chip, Cluster, Slice, m![I % 16, K % 32 / 2, J % 8]> = ctx
        .main
        .begin(a.view())
        .fetch::<bf16, m![I % 16, K / 16], m![K % 16]>()
        .collect::<m![I % 16, K / 16], m![K % 16]>()
        .align::<m![I % 16, K / 32], m![K % 32], _, _>(&b_trf)
        .contract::<m![K % 32 / 2]>()
        .accumulate::<m![I % 16, K % 32 / 2], m![J % 8]>(AccumulationKind::Interleaved)
        .cast::<bf16, m![J % 8 # 16]>()
        .commit(3 << 12);

    c.to_hbm(&mut ctx.tdma, 2 << 20)
}
