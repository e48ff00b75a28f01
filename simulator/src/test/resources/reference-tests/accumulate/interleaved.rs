// The reference's unit tests of verify_accumulate (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::accumulate::interleaved), each written as a kernel: w fills a TRF with the test's Row, x is
// fetched, collected and aligned with it to the test's Time and a 64-byte packet that contract
// reduces to the test's Packet (m![1] from W, m![D] from [D, V], m![B] from [B, U]), then
// accumulated to [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion
// it panics at.
// Each case is one invocation of contract_kernel! (../kernels.rs), or of its row_accumulate_kernel! where w is
// a Row of W.
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 2, C = 4, D = 32, K = 64, M = 4, N = 8, O = 2, P = 8, W = 64, V = 2, U = 32];

// case: stream_tensor.rs::tests::accumulate::interleaved::valid (stream_tensor.rs:2092)
// reference: verify_accumulate::<m![1], m![A, B], m![1], m![B], m![1 # 8]>(AccumulationKind::Interleaved)
// expect: valid
contract_kernel!(
    valid, i8,
    x [A, B, W] dm [A, B, W] fetch [A, B] [W] collect [A, B, W / 32] [W % 32],
    w [W] dm [W] fetch [1] [W] collect [W / 32] [W % 32],
    contract [1] accumulate [B] [1 # 8] Interleaved
);

// case: stream_tensor.rs::tests::accumulate::interleaved::valid_padding (stream_tensor.rs:2097)
// reference: verify_accumulate::<m![1], m![A # 8, B # 4], m![1], m![B # 4], m![1 # 8]>(AccumulationKind::Interleaved)
// expect: valid
contract_kernel!(
    valid_padding, i8,
    x [A, B, W] dm [A # 8, B # 4, W] fetch [A # 8, B # 4] [W] collect [A # 8, B # 4, W / 32] [W % 32],
    w [W] dm [W] fetch [1] [W] collect [W / 32] [W % 32],
    contract [1] accumulate [B # 4] [1 # 8] Interleaved
);

// case: stream_tensor.rs::tests::accumulate::interleaved::valid_no_reduction_with_padding (stream_tensor.rs:2104)
// reference: verify_accumulate::<m![1], m![A # 8, B], m![D], m![A # 8, B, D], m![1 # 8]>(AccumulationKind::Interleaved)
// expect: valid
contract_kernel!(
    valid_no_reduction_with_padding, i8,
    x [A, B, D, V] dm [A # 8, B, D, V] fetch [A # 8, B] [D, V] collect [A # 8, B, D / 16] [D % 16, V],
    w [D, V] dm [D, V] fetch [1] [D, V] collect [D / 16] [D % 16, V],
    contract [D] accumulate [A # 8, B, D] [1 # 8] Interleaved
);

// case: stream_tensor.rs::tests::accumulate::interleaved::valid_non_outermost (stream_tensor.rs:2111)
// reference: verify_accumulate::<m![N], m![C, A, B], m![1], m![C, B], m![N]>(AccumulationKind::Interleaved)
// expect: valid
row_accumulate_kernel!(valid_non_outermost, x [C, A, B] dm [C, A, B], row [N], accumulate [C, B] [N] Interleaved);

// case: stream_tensor.rs::tests::accumulate::interleaved::valid_four_rows (stream_tensor.rs:2116)
// reference: verify_accumulate::<m![M], m![C, A, B], m![1], m![C, B], m![M # 8]>(AccumulationKind::Interleaved)
// expect: valid
row_accumulate_kernel!(valid_four_rows, x [C, A, B] dm [C, A, B], row [M], accumulate [C, B] [M # 8] Interleaved);

// case: stream_tensor.rs::tests::accumulate::interleaved::valid_all_time_reduced (stream_tensor.rs:2121)
// reference: verify_accumulate::<m![N], m![A], m![1], m![1], m![N]>(AccumulationKind::Interleaved)
// expect: valid
row_accumulate_kernel!(valid_all_time_reduced, x [A] dm [A], row [N], accumulate [1] [N] Interleaved);

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_sliced_no_padding (stream_tensor.rs:2127)
// reference: verify_accumulate::<m![N], m![M], m![D], m![M, D = 16], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "OutTime mismatch")
// a packet may be truncated only where it is padding: D = 16 drops data
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1408
contract_kernel!(
    invalid_sliced_no_padding, i8,
    x [M, D, V] dm [M, D, V] fetch [M] [D, V] collect [M, D / 16] [D % 16, V],
    w [N, D, V] dm [N, D, V] fetch [N] [D, V] collect [N, D / 16] [D % 16, V],
    contract [D] accumulate [M, D = 16] [N] Interleaved
);

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_packet_size_out_time (stream_tensor.rs:2135)
// reference: verify_accumulate::<m![N], m![M], m![D], m![M, K], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "Could not decompose OutTime")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1408
contract_kernel!(
    invalid_packet_size_out_time, i8,
    x [M, D, V] dm [M, D, V] fetch [M] [D, V] collect [M, D / 16] [D % 16, V],
    w [N, D, V] dm [N, D, V] fetch [N] [D, V] collect [N, D / 16] [D % 16, V],
    contract [D] accumulate [M, K] [N] Interleaved
);

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_resize (stream_tensor.rs:2141)
// reference: verify_accumulate::<m![1], m![A], m![D], m![A, D / 4 % 4], m![1 # 8]>(AccumulationKind::Interleaved), should_panic(expected = "OutTime mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1408
contract_kernel!(
    invalid_resize, i8,
    x [A, D, V] dm [A, D, V] fetch [A] [D, V] collect [A, D / 16] [D % 16, V],
    w [D, V] dm [D, V] fetch [1] [D, V] collect [D / 16] [D % 16, V],
    contract [D] accumulate [A, D / 4 % 4] [1 # 8] Interleaved
);

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_out_time (stream_tensor.rs:2147)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![C], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "OutTime mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1455
row_accumulate_kernel!(invalid_out_time, x [A, B] dm [A, B], row [N], accumulate [C] [N] Interleaved);

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_out_time_padding (stream_tensor.rs:2153)
// reference: verify_accumulate::<m![1], m![A, B # 4], m![1], m![B # 2], m![1 # 8]>(AccumulationKind::Interleaved), should_panic(expected = "Padding mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1522
contract_kernel!(
    invalid_out_time_padding, i8,
    x [A, B, W] dm [A, B # 4, W] fetch [A, B # 4] [W] collect [A, B # 4, W / 32] [W % 32],
    w [W] dm [W] fetch [1] [W] collect [W / 32] [W % 32],
    contract [1] accumulate [B # 2] [1 # 8] Interleaved
);

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_out_time_reorder (stream_tensor.rs:2159)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, A], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "OutTime axes must follow the same order as the Time axes")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1459
row_accumulate_kernel!(invalid_out_time_reorder, x [A, B] dm [A, B], row [N], accumulate [B, A] [N] Interleaved);

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_out_time_no_padding (stream_tensor.rs:2165)
// reference: verify_accumulate::<m![N], m![A, B # 32], m![1], m![A, B], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "Padding mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1522
row_accumulate_kernel!(invalid_out_time_no_padding, x [A, B] dm [A, B # 32], row [N], accumulate [A, B] [N] Interleaved);

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_buffer (stream_tensor.rs:2171)
// reference: verify_accumulate::<m![N], m![A, D # 64, C], m![1], m![D # 64, C], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "axes inner to reduce must be <= 128 in size, got 256")
// expect: Reducer::BUFFER at stream_tensor.rs:1556 with 128, 256
row_accumulate_kernel!(invalid_buffer, x [A, D, C] dm [A, D # 64, C], row [N], accumulate [D # 64, C] [N] Interleaved);

// case: stream_tensor.rs::tests::accumulate::interleaved::invalid_buffer_multiple_reduce_axes (stream_tensor.rs:2179)
// reference: verify_accumulate::<m![N], m![A, B # 64, M # 8, C], m![1], m![B # 64, C], m![N]>(AccumulationKind::Interleaved), should_panic(expected = "axes inner to reduce must be <= 128 in size, got 256")
// x is held in DM without the Time's padding (with it, 4 · 64 · 8 · 4 packets of 64 bytes fill a slice's 512 KB); the fetch pads
// expect: Reducer::BUFFER at stream_tensor.rs:1556 with 128, 256
contract_kernel!(
    invalid_buffer_multiple_reduce_axes, i8,
    x [A, B, M, C, W] dm [A, B, M, C, W] fetch [A, B # 64, M # 8, C] [W] collect [A, B # 64, M # 8, C, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [B # 64, C] [N] Interleaved
);
