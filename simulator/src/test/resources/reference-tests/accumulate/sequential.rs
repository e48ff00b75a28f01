// The reference's unit tests of verify_accumulate (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::accumulate::sequential), each written as a kernel: w fills a TRF with the test's Row, x is
// fetched, collected and aligned with it to the test's Time and a 64-byte packet that contract
// reduces to the test's Packet (m![1] from W, m![D] from [D, V], m![B] from [B, U]), then
// accumulated to [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion
// it panics at.
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 2, C = 4, D = 32, K = 64, M = 4, N = 8, O = 2, P = 8, W = 64, V = 2, U = 32];

/// One case's kernel: `$name` fills a TRF with w ([S, `$wh`] in HBM, Element `$wd` in DM, fetched
/// as [`$wt`, `$wp`] and collected as [`$wct`, `$wcp`]) and aligns with it x ([S, `$xh`] in HBM,
/// Element `$xd` in DM, fetched as [`$xt`, `$xp`] and collected as [`$xct`, `$xcp`]), contracts to
/// Packet `$op` and accumulates (`$kind`) to [`$at`, `$ap`].
macro_rules! accumulate_kernel {
    (
        $name:ident,
        x [$($xh:tt)*] dm [$($xd:tt)*] fetch [$($xt:tt)*] [$($xp:tt)*] collect [$($xct:tt)*] [$($xcp:tt)*],
        w [$($wh:tt)*] dm [$($wd:tt)*] fetch [$($wt:tt)*] [$($wp:tt)*] collect [$($wct:tt)*] [$($wcp:tt)*],
        contract [$($op:tt)*] accumulate [$($at:tt)*] [$($ap:tt)*] $kind:ident
    ) => {
        #[device(chip = 1)]
        fn $name(
            ctx: &mut Context,
            x: &HbmTensor<i8, m![1], m![S, $($xh)*]>,
            w: &HbmTensor<i8, m![1], m![S, $($wh)*]>,
        ) -> HbmTensor<i8, m![1], m![S, $($xh)*]> {
            let x_dm = x.to_dm::<m![1 # 2], m![S], m![$($xd)*]>(&mut ctx.tdma, 0);
            let w_dm = w.to_dm::<m![1 # 2], m![S], m![$($wd)*]>(&mut ctx.tdma, 1 << 16);
            let w_trf: TrfTensor<i8, m![1], m![1 # 2], m![S], m![$($wt)*], m![$($wp)*]> = ctx
                .sub
                .begin(w_dm.view())
                .fetch::<i8, m![$($wt)*], m![$($wp)*]>()
                .collect::<m![$($wct)*], m![$($wcp)*]>()
                .to_trf(TrfAddress::Full);
            let _c = ctx
                .main
                .begin(x_dm.view())
                .fetch::<i8, m![$($xt)*], m![$($xp)*]>()
                .collect::<m![$($xct)*], m![$($xcp)*]>()
                .align::<m![$($xt)*], m![$($xp)*], _, _>(&w_trf)
                .contract::<m![$($op)*]>()
                .accumulate::<m![$($at)*], m![$($ap)*]>(AccumulationKind::$kind);
            x_dm.to_hbm::<m![S, $($xh)*]>(&mut ctx.tdma, 1 << 28)
        }
    };
}

// case: stream_tensor.rs::tests::accumulate::sequential::valid (stream_tensor.rs:2190)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
accumulate_kernel!(
    valid,
    x [A, B, W] dm [A, B, W] fetch [A, B] [W] collect [A, B, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [B, N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_padded_row (stream_tensor.rs:2195)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, N # 8], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
accumulate_kernel!(
    valid_padded_row,
    x [A, B, W] dm [A, B, W] fetch [A, B] [W] collect [A, B, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [B, N # 8] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_all_time_reduced (stream_tensor.rs:2200)
// reference: verify_accumulate::<m![N], m![A], m![1], m![N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
accumulate_kernel!(
    valid_all_time_reduced,
    x [A, W] dm [A, W] fetch [A] [W] collect [A, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_no_reduction_with_padding (stream_tensor.rs:2205)
// reference: verify_accumulate::<m![N], m![A # 8, B], m![1], m![A # 8, B, N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
accumulate_kernel!(
    valid_no_reduction_with_padding,
    x [A, B, W] dm [A # 8, B, W] fetch [A # 8, B] [W] collect [A # 8, B, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [A # 8, B, N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_padded_packet (stream_tensor.rs:2212)
// reference: verify_accumulate::<m![N], m![M], m![B], m![M, N], m![B # 8]>(AccumulationKind::Sequential)
// expect: valid
accumulate_kernel!(
    valid_padded_packet,
    x [M, B, U] dm [M, B, U] fetch [M] [B, U] collect [M, B] [U],
    w [N, B, U] dm [N, B, U] fetch [N] [B, U] collect [N, B] [U],
    contract [B] accumulate [M, N] [B # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_full_temporal_reduction (stream_tensor.rs:2217)
// reference: verify_accumulate::<m![N], m![M], m![D], m![N, D / 8], m![D % 8]>(AccumulationKind::Sequential)
// expect: valid
accumulate_kernel!(
    valid_full_temporal_reduction,
    x [M, D, V] dm [M, D, V] fetch [M] [D, V] collect [M, D / 16] [D % 16, V],
    w [N, D, V] dm [N, D, V] fetch [N] [D, V] collect [N, D / 16] [D % 16, V],
    contract [D] accumulate [N, D / 8] [D % 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_packet_axis (stream_tensor.rs:2223)
// reference: verify_accumulate::<m![N], m![M], m![B], m![M, N], m![A # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutPacket mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1431
accumulate_kernel!(
    invalid_packet_axis,
    x [M, B, U] dm [M, B, U] fetch [M] [B, U] collect [M, B] [U],
    w [N, B, U] dm [N, B, U] fetch [N] [B, U] collect [N, B] [U],
    contract [B] accumulate [M, N] [A # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time (stream_tensor.rs:2229)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![C, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutTime mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1455
accumulate_kernel!(
    invalid_out_time,
    x [A, B, W] dm [A, B, W] fetch [A, B] [W] collect [A, B, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [C, N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_row (stream_tensor.rs:2235)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, M], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutTime mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1439
accumulate_kernel!(
    invalid_out_time_row,
    x [A, B, W] dm [A, B, W] fetch [A, B] [W] collect [A, B, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [B, M] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_reorder (stream_tensor.rs:2241)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, A, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutTime axes must follow the same order as the Time axes")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1459
accumulate_kernel!(
    invalid_out_time_reorder,
    x [A, B, W] dm [A, B, W] fetch [A, B] [W] collect [A, B, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [B, A, N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_padding (stream_tensor.rs:2247)
// reference: verify_accumulate::<m![N], m![A, B # 32], m![1], m![B, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "Padding mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1522
accumulate_kernel!(
    invalid_out_time_padding,
    x [A, B, W] dm [A, B # 32, W] fetch [A, B # 32] [W] collect [A, B # 32, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [B, N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_padded_row (stream_tensor.rs:2253)
// reference: verify_accumulate::<m![M], m![A, B], m![1], m![B, M # 8], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "Padding mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1504
accumulate_kernel!(
    invalid_out_time_padded_row,
    x [A, B, W] dm [A, B, W] fetch [A, B] [W] collect [A, B, W / 32] [W % 32],
    w [M, W] dm [M, W] fetch [M] [W] collect [M, W / 32] [W % 32],
    contract [1] accumulate [B, M # 8] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_multi_axis_reduction (stream_tensor.rs:2258)
// reference: verify_accumulate::<m![N], m![A, B, C], m![1], m![B, N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
accumulate_kernel!(
    valid_multi_axis_reduction,
    x [A, B, C, W] dm [A, B, C, W] fetch [A, B, C] [W] collect [A, B, C, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [B, N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_buffer (stream_tensor.rs:2264)
// reference: verify_accumulate::<m![N], m![A, P], m![1], m![P, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "axes inner to reduce must be <= 32 in size, got 64")
// expect: Reducer::BUFFER at stream_tensor.rs:1566 with 32, 64
accumulate_kernel!(
    invalid_buffer,
    x [A, P, W] dm [A, P, W] fetch [A, P] [W] collect [A, P, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [P, N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_buffer_packet_outer (stream_tensor.rs:2270)
// reference: verify_accumulate::<m![1], m![A, N, B], m![D], m![N, B, D / 8], m![D % 8]>(AccumulationKind::Sequential), should_panic(expected = "axes inner to reduce must be <= 32 in size, got 64")
// expect: Reducer::BUFFER at stream_tensor.rs:1566 with 32, 64
accumulate_kernel!(
    invalid_buffer_packet_outer,
    x [A, N, B, D, V] dm [A, N, B, D, V] fetch [A, N, B] [D, V] collect [A, N, B, D / 16] [D % 16, V],
    w [D, V] dm [D, V] fetch [1] [D, V] collect [D / 16] [D % 16, V],
    contract [D] accumulate [N, B, D / 8] [D % 8] Sequential
);
