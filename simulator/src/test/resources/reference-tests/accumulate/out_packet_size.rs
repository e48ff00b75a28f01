// The reference's unit tests of verify_accumulate (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::accumulate::out_packet_size), each written as a kernel: w fills a TRF with the test's Row, x is
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

// case: stream_tensor.rs::tests::accumulate::out_packet_size::valid (stream_tensor.rs:2077)
// reference: verify_accumulate::<m![1], m![A], m![1], m![A], m![1 # 8]>(AccumulationKind::Interleaved)
// expect: valid
accumulate_kernel!(
    valid,
    x [A, W] dm [A, W] fetch [A] [W] collect [A, W / 32] [W % 32],
    w [W] dm [W] fetch [1] [W] collect [W / 32] [W % 32],
    contract [1] accumulate [A] [1 # 8] Interleaved
);

// case: stream_tensor.rs::tests::accumulate::out_packet_size::invalid (stream_tensor.rs:2083)
// reference: verify_accumulate::<m![1], m![A], m![1], m![A], m![D]>(AccumulationKind::Interleaved), should_panic(expected = "OutPacket::SIZE must be 8, got 32")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1362 with 8, 32
accumulate_kernel!(
    invalid,
    x [A, W] dm [A, W] fetch [A] [W] collect [A, W / 32] [W % 32],
    w [W] dm [W] fetch [1] [W] collect [W / 32] [W % 32],
    contract [1] accumulate [A] [D] Interleaved
);
