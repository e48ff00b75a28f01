// The reference's unit tests of verify_accumulate (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::accumulate::out_packet_size), each written as a kernel: w fills a TRF with the test's Row, x is
// fetched, collected and aligned with it to the test's Time and a 64-byte packet that contract
// reduces to the test's Packet (m![1] from W, m![D] from [D, V], m![B] from [B, U]), then
// accumulated to [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion
// it panics at.
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 2, C = 4, D = 32, K = 64, M = 4, N = 8, O = 2, P = 8, W = 64, V = 2, U = 32];

// case: stream_tensor.rs::tests::accumulate::out_packet_size::valid (stream_tensor.rs:2077)
// reference: verify_accumulate::<m![1], m![A], m![1], m![A], m![1 # 8]>(AccumulationKind::Interleaved)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::out_packet_size::valid`, line 2077.
#[device(chip = 1)]
fn valid(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, W]>,
    w: &HbmTensor<i8, m![1], m![S, W]>,
) -> HbmTensor<i8, m![1], m![S, A, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![1], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![W]>()
        .collect::<m![W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A], m![W]>()
        .collect::<m![A, W / 32], m![W % 32]>()
        .align::<m![A], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![A], m![1 # 8]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, A, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::out_packet_size::invalid (stream_tensor.rs:2083)
// reference: verify_accumulate::<m![1], m![A], m![1], m![A], m![D]>(AccumulationKind::Interleaved), should_panic(expected = "OutPacket::SIZE must be 8, got 32")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1362 with 8, 32
/// `stream_tensor.rs::tests::accumulate::out_packet_size::invalid`, line 2083.
#[device(chip = 1)]
fn invalid(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, W]>,
    w: &HbmTensor<i8, m![1], m![S, W]>,
) -> HbmTensor<i8, m![1], m![S, A, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![1], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![W]>()
        .collect::<m![W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A], m![W]>()
        .collect::<m![A, W / 32], m![W % 32]>()
        .align::<m![A], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![A], m![D]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, A, W]>(&mut ctx.tdma, 1 << 28)
}
