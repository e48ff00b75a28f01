// The reference's unit tests of verify_accumulate (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::accumulate::sequential), each written as a kernel: w fills a TRF with the test's Row, x is
// fetched, collected and aligned with it to the test's Time and a 64-byte packet that contract
// reduces to the test's Packet (m![1] from W, m![D] from [D, V], m![B] from [B, U]), then
// accumulated to [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion
// it panics at.
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 2, C = 4, D = 32, K = 64, M = 4, N = 8, O = 2, P = 8, W = 64, V = 2, U = 32];

// case: stream_tensor.rs::tests::accumulate::sequential::valid (stream_tensor.rs:2190)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::sequential::valid`, line 2190.
#[device(chip = 1)]
fn valid(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, W]>,
    w: &HbmTensor<i8, m![1], m![S, N, W]>,
) -> HbmTensor<i8, m![1], m![S, A, B, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, B, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![N, W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![N], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N], m![W]>()
        .collect::<m![N, W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A, B], m![W]>()
        .collect::<m![A, B, W / 32], m![W % 32]>()
        .align::<m![A, B], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![B, N], m![1 # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::valid_padded_row (stream_tensor.rs:2195)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, N # 8], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::sequential::valid_padded_row`, line 2195.
#[device(chip = 1)]
fn valid_padded_row(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, W]>,
    w: &HbmTensor<i8, m![1], m![S, N, W]>,
) -> HbmTensor<i8, m![1], m![S, A, B, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, B, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![N, W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![N], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N], m![W]>()
        .collect::<m![N, W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A, B], m![W]>()
        .collect::<m![A, B, W / 32], m![W % 32]>()
        .align::<m![A, B], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![B, N # 8], m![1 # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::valid_all_time_reduced (stream_tensor.rs:2200)
// reference: verify_accumulate::<m![N], m![A], m![1], m![N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::sequential::valid_all_time_reduced`, line 2200.
#[device(chip = 1)]
fn valid_all_time_reduced(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, W]>,
    w: &HbmTensor<i8, m![1], m![S, N, W]>,
) -> HbmTensor<i8, m![1], m![S, A, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![N, W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![N], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N], m![W]>()
        .collect::<m![N, W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A], m![W]>()
        .collect::<m![A, W / 32], m![W % 32]>()
        .align::<m![A], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![N], m![1 # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, A, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::valid_no_reduction_with_padding (stream_tensor.rs:2205)
// reference: verify_accumulate::<m![N], m![A # 8, B], m![1], m![A # 8, B, N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::sequential::valid_no_reduction_with_padding`, line 2205.
#[device(chip = 1)]
fn valid_no_reduction_with_padding(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, W]>,
    w: &HbmTensor<i8, m![1], m![S, N, W]>,
) -> HbmTensor<i8, m![1], m![S, A, B, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A # 8, B, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![N, W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![N], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N], m![W]>()
        .collect::<m![N, W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A # 8, B], m![W]>()
        .collect::<m![A # 8, B, W / 32], m![W % 32]>()
        .align::<m![A # 8, B], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![A # 8, B, N], m![1 # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::valid_padded_packet (stream_tensor.rs:2212)
// reference: verify_accumulate::<m![N], m![M], m![B], m![M, N], m![B # 8]>(AccumulationKind::Sequential)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::sequential::valid_padded_packet`, line 2212.
#[device(chip = 1)]
fn valid_padded_packet(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, M, B, U]>,
    w: &HbmTensor<i8, m![1], m![S, N, B, U]>,
) -> HbmTensor<i8, m![1], m![S, M, B, U]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![M, B, U]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![N, B, U]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![N], m![B, U]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N], m![B, U]>()
        .collect::<m![N, B], m![U]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![M], m![B, U]>()
        .collect::<m![M, B], m![U]>()
        .align::<m![M], m![B, U], _, _>(&w_trf)
        .contract::<m![B]>()
        .accumulate::<m![M, N], m![B # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, M, B, U]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::valid_full_temporal_reduction (stream_tensor.rs:2217)
// reference: verify_accumulate::<m![N], m![M], m![D], m![N, D / 8], m![D % 8]>(AccumulationKind::Sequential)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::sequential::valid_full_temporal_reduction`, line 2217.
#[device(chip = 1)]
fn valid_full_temporal_reduction(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, M, D, V]>,
    w: &HbmTensor<i8, m![1], m![S, N, D, V]>,
) -> HbmTensor<i8, m![1], m![S, M, D, V]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![M, D, V]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![N, D, V]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![N], m![D, V]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N], m![D, V]>()
        .collect::<m![N, D / 16], m![D % 16, V]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![M], m![D, V]>()
        .collect::<m![M, D / 16], m![D % 16, V]>()
        .align::<m![M], m![D, V], _, _>(&w_trf)
        .contract::<m![D]>()
        .accumulate::<m![N, D / 8], m![D % 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, M, D, V]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_packet_axis (stream_tensor.rs:2223)
// reference: verify_accumulate::<m![N], m![M], m![B], m![M, N], m![A # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutPacket mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1431
/// `stream_tensor.rs::tests::accumulate::sequential::invalid_packet_axis`, line 2223.
#[device(chip = 1)]
fn invalid_packet_axis(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, M, B, U]>,
    w: &HbmTensor<i8, m![1], m![S, N, B, U]>,
) -> HbmTensor<i8, m![1], m![S, M, B, U]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![M, B, U]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![N, B, U]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![N], m![B, U]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N], m![B, U]>()
        .collect::<m![N, B], m![U]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![M], m![B, U]>()
        .collect::<m![M, B], m![U]>()
        .align::<m![M], m![B, U], _, _>(&w_trf)
        .contract::<m![B]>()
        .accumulate::<m![M, N], m![A # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, M, B, U]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time (stream_tensor.rs:2229)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![C, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutTime mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1455
/// `stream_tensor.rs::tests::accumulate::sequential::invalid_out_time`, line 2229.
#[device(chip = 1)]
fn invalid_out_time(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, W]>,
    w: &HbmTensor<i8, m![1], m![S, N, W]>,
) -> HbmTensor<i8, m![1], m![S, A, B, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, B, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![N, W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![N], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N], m![W]>()
        .collect::<m![N, W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A, B], m![W]>()
        .collect::<m![A, B, W / 32], m![W % 32]>()
        .align::<m![A, B], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![C, N], m![1 # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_row (stream_tensor.rs:2235)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, M], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutTime mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1439
/// `stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_row`, line 2235.
#[device(chip = 1)]
fn invalid_out_time_row(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, W]>,
    w: &HbmTensor<i8, m![1], m![S, N, W]>,
) -> HbmTensor<i8, m![1], m![S, A, B, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, B, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![N, W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![N], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N], m![W]>()
        .collect::<m![N, W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A, B], m![W]>()
        .collect::<m![A, B, W / 32], m![W % 32]>()
        .align::<m![A, B], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![B, M], m![1 # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_reorder (stream_tensor.rs:2241)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, A, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutTime axes must follow the same order as the Time axes")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1459
/// `stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_reorder`, line 2241.
#[device(chip = 1)]
fn invalid_out_time_reorder(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, W]>,
    w: &HbmTensor<i8, m![1], m![S, N, W]>,
) -> HbmTensor<i8, m![1], m![S, A, B, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, B, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![N, W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![N], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N], m![W]>()
        .collect::<m![N, W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A, B], m![W]>()
        .collect::<m![A, B, W / 32], m![W % 32]>()
        .align::<m![A, B], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![B, A, N], m![1 # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_padding (stream_tensor.rs:2247)
// reference: verify_accumulate::<m![N], m![A, B # 32], m![1], m![B, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "Padding mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1522
/// `stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_padding`, line 2247.
#[device(chip = 1)]
fn invalid_out_time_padding(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, W]>,
    w: &HbmTensor<i8, m![1], m![S, N, W]>,
) -> HbmTensor<i8, m![1], m![S, A, B, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, B # 32, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![N, W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![N], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N], m![W]>()
        .collect::<m![N, W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A, B # 32], m![W]>()
        .collect::<m![A, B # 32, W / 32], m![W % 32]>()
        .align::<m![A, B # 32], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![B, N], m![1 # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_padded_row (stream_tensor.rs:2253)
// reference: verify_accumulate::<m![M], m![A, B], m![1], m![B, M # 8], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "Padding mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1504
/// `stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_padded_row`, line 2253.
#[device(chip = 1)]
fn invalid_out_time_padded_row(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, W]>,
    w: &HbmTensor<i8, m![1], m![S, M, W]>,
) -> HbmTensor<i8, m![1], m![S, A, B, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, B, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![M, W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![M], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![M], m![W]>()
        .collect::<m![M, W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A, B], m![W]>()
        .collect::<m![A, B, W / 32], m![W % 32]>()
        .align::<m![A, B], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![B, M # 8], m![1 # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::valid_multi_axis_reduction (stream_tensor.rs:2258)
// reference: verify_accumulate::<m![N], m![A, B, C], m![1], m![B, N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::sequential::valid_multi_axis_reduction`, line 2258.
#[device(chip = 1)]
fn valid_multi_axis_reduction(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, C, W]>,
    w: &HbmTensor<i8, m![1], m![S, N, W]>,
) -> HbmTensor<i8, m![1], m![S, A, B, C, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, B, C, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![N, W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![N], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N], m![W]>()
        .collect::<m![N, W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A, B, C], m![W]>()
        .collect::<m![A, B, C, W / 32], m![W % 32]>()
        .align::<m![A, B, C], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![B, N], m![1 # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, A, B, C, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_buffer (stream_tensor.rs:2264)
// reference: verify_accumulate::<m![N], m![A, P], m![1], m![P, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "axes inner to reduce must be <= 32 in size, got 64")
// expect: Reducer::BUFFER at stream_tensor.rs:1566 with 32, 64
/// `stream_tensor.rs::tests::accumulate::sequential::invalid_buffer`, line 2264.
#[device(chip = 1)]
fn invalid_buffer(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, P, W]>,
    w: &HbmTensor<i8, m![1], m![S, N, W]>,
) -> HbmTensor<i8, m![1], m![S, A, P, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, P, W]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![N, W]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![N], m![W]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![N], m![W]>()
        .collect::<m![N, W / 32], m![W % 32]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A, P], m![W]>()
        .collect::<m![A, P, W / 32], m![W % 32]>()
        .align::<m![A, P], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![P, N], m![1 # 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, A, P, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_buffer_packet_outer (stream_tensor.rs:2270)
// reference: verify_accumulate::<m![1], m![A, N, B], m![D], m![N, B, D / 8], m![D % 8]>(AccumulationKind::Sequential), should_panic(expected = "axes inner to reduce must be <= 32 in size, got 64")
// expect: Reducer::BUFFER at stream_tensor.rs:1566 with 32, 64
/// `stream_tensor.rs::tests::accumulate::sequential::invalid_buffer_packet_outer`, line 2270.
#[device(chip = 1)]
fn invalid_buffer_packet_outer(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, N, B, D, V]>,
    w: &HbmTensor<i8, m![1], m![S, D, V]>,
) -> HbmTensor<i8, m![1], m![S, A, N, B, D, V]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, N, B, D, V]>(&mut ctx.tdma, 0);
    let w_dm = w.to_dm::<m![1 # 2], m![S], m![D, V]>(&mut ctx.tdma, 1 << 16);
    let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![1], m![D, V]> = ctx
        .sub
        .begin(w_dm.view())
        .fetch::<i8, m![1], m![D, V]>()
        .collect::<m![D / 16], m![D % 16, V]>()
        .to_trf(TrfAddress::Full);
    let _c = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A, N, B], m![D, V]>()
        .collect::<m![A, N, B, D / 16], m![D % 16, V]>()
        .align::<m![A, N, B], m![D, V], _, _>(&w_trf)
        .contract::<m![D]>()
        .accumulate::<m![N, B, D / 8], m![D % 8]>(AccumulationKind::Sequential);
    x_dm.to_hbm::<m![S, A, N, B, D, V]>(&mut ctx.tdma, 1 << 28)
}
