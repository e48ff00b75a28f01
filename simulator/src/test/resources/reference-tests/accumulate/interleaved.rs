// The reference's unit tests of verify_accumulate (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::accumulate::interleaved), each written as a kernel: w fills a TRF with the test's Row, x is
// fetched, collected and aligned with it to the test's Time and a 64-byte packet that contract
// reduces to the test's Packet (m![1] from W, m![D] from [D, V], m![B] from [B, U]), then
// accumulated to [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion
// it panics at.
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 2, C = 4, D = 32, K = 64, M = 4, N = 8, O = 2, P = 8, W = 64, V = 2, U = 32];

// case: stream_tensor.rs::tests::accumulate::interleaved::valid (stream_tensor.rs:2092)
// reference: verify_accumulate::<m![1], m![A, B], m![1], m![B], m![1 # 8]>(AccumulationKind::Interleaved)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::interleaved::valid`, line 2092.
#[device(chip = 1)]
fn valid(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, W]>,
    w: &HbmTensor<i8, m![1], m![S, W]>,
) -> HbmTensor<i8, m![1], m![S, A, B, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, B, W]>(&mut ctx.tdma, 0);
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
        .fetch::<i8, m![A, B], m![W]>()
        .collect::<m![A, B, W / 32], m![W % 32]>()
        .align::<m![A, B], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![B], m![1 # 8]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::valid_padding (stream_tensor.rs:2097)
// reference: verify_accumulate::<m![1], m![A # 8, B # 4], m![1], m![B # 4], m![1 # 8]>(AccumulationKind::Interleaved)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::interleaved::valid_padding`, line 2097.
#[device(chip = 1)]
fn valid_padding(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, W]>,
    w: &HbmTensor<i8, m![1], m![S, W]>,
) -> HbmTensor<i8, m![1], m![S, A, B, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A # 8, B # 4, W]>(&mut ctx.tdma, 0);
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
        .fetch::<i8, m![A # 8, B # 4], m![W]>()
        .collect::<m![A # 8, B # 4, W / 32], m![W % 32]>()
        .align::<m![A # 8, B # 4], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![B # 4], m![1 # 8]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::valid_no_reduction_with_padding (stream_tensor.rs:2104)
// reference: verify_accumulate::<m![1], m![A # 8, B], m![D], m![A # 8, B, D], m![1 # 8]>(AccumulationKind::Interleaved)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::interleaved::valid_no_reduction_with_padding`, line 2104.
#[device(chip = 1)]
fn valid_no_reduction_with_padding(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, D, V]>,
    w: &HbmTensor<i8, m![1], m![S, D, V]>,
) -> HbmTensor<i8, m![1], m![S, A, B, D, V]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A # 8, B, D, V]>(&mut ctx.tdma, 0);
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
        .fetch::<i8, m![A # 8, B], m![D, V]>()
        .collect::<m![A # 8, B, D / 16], m![D % 16, V]>()
        .align::<m![A # 8, B], m![D, V], _, _>(&w_trf)
        .contract::<m![D]>()
        .accumulate::<m![A # 8, B, D], m![1 # 8]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, A, B, D, V]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::valid_non_outermost (stream_tensor.rs:2111)
// reference: verify_accumulate::<m![N], m![C, A, B], m![1], m![C, B], m![N]>(AccumulationKind::Interleaved)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::interleaved::valid_non_outermost`, line 2111.
#[device(chip = 1)]
fn valid_non_outermost(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, C, A, B, W]>,
    w: &HbmTensor<i8, m![1], m![S, N, W]>,
) -> HbmTensor<i8, m![1], m![S, C, A, B, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![C, A, B, W]>(&mut ctx.tdma, 0);
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
        .fetch::<i8, m![C, A, B], m![W]>()
        .collect::<m![C, A, B, W / 32], m![W % 32]>()
        .align::<m![C, A, B], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![C, B], m![N]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, C, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::valid_four_rows (stream_tensor.rs:2116)
// reference: verify_accumulate::<m![M], m![C, A, B], m![1], m![C, B], m![M # 8]>(AccumulationKind::Interleaved)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::interleaved::valid_four_rows`, line 2116.
#[device(chip = 1)]
fn valid_four_rows(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, C, A, B, W]>,
    w: &HbmTensor<i8, m![1], m![S, M, W]>,
) -> HbmTensor<i8, m![1], m![S, C, A, B, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![C, A, B, W]>(&mut ctx.tdma, 0);
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
        .fetch::<i8, m![C, A, B], m![W]>()
        .collect::<m![C, A, B, W / 32], m![W % 32]>()
        .align::<m![C, A, B], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![C, B], m![M # 8]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, C, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::valid_all_time_reduced (stream_tensor.rs:2121)
// reference: verify_accumulate::<m![N], m![A], m![1], m![1], m![N]>(AccumulationKind::Interleaved)
// expect: valid
/// `stream_tensor.rs::tests::accumulate::interleaved::valid_all_time_reduced`, line 2121.
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
        .accumulate::<m![1], m![N]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, A, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_sliced_no_padding (stream_tensor.rs:2127)
// reference: verify_accumulate::<m![N], m![M], m![D], m![M, D = 16], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "OutTime mismatch")
// a packet may be truncated only where it is padding: D = 16 drops data
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1408
/// `stream_tensor.rs::tests::accumulate::interleaved::invalid_sliced_no_padding`, line 2127.
#[device(chip = 1)]
fn invalid_sliced_no_padding(
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
        .accumulate::<m![M, D = 16], m![N]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, M, D, V]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_packet_size_out_time (stream_tensor.rs:2135)
// reference: verify_accumulate::<m![N], m![M], m![D], m![M, K], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "Could not decompose OutTime")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1408
/// `stream_tensor.rs::tests::accumulate::interleaved::invalid_packet_size_out_time`, line 2135.
#[device(chip = 1)]
fn invalid_packet_size_out_time(
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
        .accumulate::<m![M, K], m![N]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, M, D, V]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_resize (stream_tensor.rs:2141)
// reference: verify_accumulate::<m![1], m![A], m![D], m![A, D / 4 % 4], m![1 # 8]>(AccumulationKind::Interleaved), should_panic(expected = "OutTime mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1408
/// `stream_tensor.rs::tests::accumulate::interleaved::invalid_resize`, line 2141.
#[device(chip = 1)]
fn invalid_resize(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, D, V]>,
    w: &HbmTensor<i8, m![1], m![S, D, V]>,
) -> HbmTensor<i8, m![1], m![S, A, D, V]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, D, V]>(&mut ctx.tdma, 0);
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
        .fetch::<i8, m![A], m![D, V]>()
        .collect::<m![A, D / 16], m![D % 16, V]>()
        .align::<m![A], m![D, V], _, _>(&w_trf)
        .contract::<m![D]>()
        .accumulate::<m![A, D / 4 % 4], m![1 # 8]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, A, D, V]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_out_time (stream_tensor.rs:2147)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![C], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "OutTime mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1455
/// `stream_tensor.rs::tests::accumulate::interleaved::invalid_out_time`, line 2147.
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
        .accumulate::<m![C], m![N]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_out_time_padding (stream_tensor.rs:2153)
// reference: verify_accumulate::<m![1], m![A, B # 4], m![1], m![B # 2], m![1 # 8]>(AccumulationKind::Interleaved), should_panic(expected = "Padding mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1522
/// `stream_tensor.rs::tests::accumulate::interleaved::invalid_out_time_padding`, line 2153.
#[device(chip = 1)]
fn invalid_out_time_padding(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, W]>,
    w: &HbmTensor<i8, m![1], m![S, W]>,
) -> HbmTensor<i8, m![1], m![S, A, B, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, B # 4, W]>(&mut ctx.tdma, 0);
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
        .fetch::<i8, m![A, B # 4], m![W]>()
        .collect::<m![A, B # 4, W / 32], m![W % 32]>()
        .align::<m![A, B # 4], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![B # 2], m![1 # 8]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_out_time_reorder (stream_tensor.rs:2159)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, A], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "OutTime axes must follow the same order as the Time axes")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1459
/// `stream_tensor.rs::tests::accumulate::interleaved::invalid_out_time_reorder`, line 2159.
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
        .accumulate::<m![B, A], m![N]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_out_time_no_padding (stream_tensor.rs:2165)
// reference: verify_accumulate::<m![N], m![A, B # 32], m![1], m![A, B], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "Padding mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1522
/// `stream_tensor.rs::tests::accumulate::interleaved::invalid_out_time_no_padding`, line 2165.
#[device(chip = 1)]
fn invalid_out_time_no_padding(
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
        .accumulate::<m![A, B], m![N]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, A, B, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_buffer (stream_tensor.rs:2171)
// reference: verify_accumulate::<m![N], m![A, D # 64, C], m![1], m![D # 64, C], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "axes inner to reduce must be <= 128 in size, got 256")
// expect: Reducer::BUFFER at stream_tensor.rs:1556 with 128, 256
/// `stream_tensor.rs::tests::accumulate::interleaved::invalid_buffer`, line 2171.
#[device(chip = 1)]
fn invalid_buffer(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, D, C, W]>,
    w: &HbmTensor<i8, m![1], m![S, N, W]>,
) -> HbmTensor<i8, m![1], m![S, A, D, C, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, D # 64, C, W]>(&mut ctx.tdma, 0);
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
        .fetch::<i8, m![A, D # 64, C], m![W]>()
        .collect::<m![A, D # 64, C, W / 32], m![W % 32]>()
        .align::<m![A, D # 64, C], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![D # 64, C], m![N]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, A, D, C, W]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_buffer_multiple_reduce_axes (stream_tensor.rs:2179)
// reference: verify_accumulate::<m![N], m![A, B # 64, M # 8, C], m![1], m![B # 64, C], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "axes inner to reduce must be <= 128 in size, got 256")
// x is held in DM without the Time's padding (with it, 4 · 64 · 8 · 4 packets of 64 bytes fill a slice's 512 KB); the fetch pads
// expect: Reducer::BUFFER at stream_tensor.rs:1556 with 128, 256
/// `stream_tensor.rs::tests::accumulate::interleaved::invalid_buffer_multiple_reduce_axes`, line 2179.
#[device(chip = 1)]
fn invalid_buffer_multiple_reduce_axes(
    ctx: &mut Context,
    x: &HbmTensor<i8, m![1], m![S, A, B, M, C, W]>,
    w: &HbmTensor<i8, m![1], m![S, N, W]>,
) -> HbmTensor<i8, m![1], m![S, A, B, M, C, W]> {
    let x_dm = x.to_dm::<m![1 # 2], m![S], m![A, B, M, C, W]>(&mut ctx.tdma, 0);
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
        .fetch::<i8, m![A, B # 64, M # 8, C], m![W]>()
        .collect::<m![A, B # 64, M # 8, C, W / 32], m![W % 32]>()
        .align::<m![A, B # 64, M # 8, C], m![W], _, _>(&w_trf)
        .contract::<m![1]>()
        .accumulate::<m![B # 64, C], m![N]>(AccumulationKind::Interleaved);
    x_dm.to_hbm::<m![S, A, B, M, C, W]>(&mut ctx.tdma, 1 << 28)
}
