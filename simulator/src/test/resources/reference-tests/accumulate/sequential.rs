// The reference's unit tests of verify_accumulate (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::accumulate::sequential), each written as a kernel: w fills a TRF with the test's Row, x is
// fetched, collected and aligned with it to the test's Time and a 64-byte packet that contract
// reduces to the test's Packet (m![1] from W, m![D] from [D, V], m![B] from [B, U]), then
// accumulated to [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion
// it panics at.
// Each case is one invocation of contract_kernel! (../kernels.rs), or of its row_accumulate_kernel! where w is
// a Row of W.
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 2, C = 4, D = 32, K = 64, M = 4, N = 8, O = 2, P = 8, W = 64, V = 2, U = 32];

// case: stream_tensor.rs::tests::accumulate::sequential::valid (stream_tensor.rs:2190)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
row_accumulate_kernel!(valid, x [A, B] dm [A, B], row [N], accumulate [B, N] [1 # 8] Sequential);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_padded_row (stream_tensor.rs:2195)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, N # 8], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
row_accumulate_kernel!(valid_padded_row, x [A, B] dm [A, B], row [N], accumulate [B, N # 8] [1 # 8] Sequential);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_all_time_reduced (stream_tensor.rs:2200)
// reference: verify_accumulate::<m![N], m![A], m![1], m![N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
row_accumulate_kernel!(valid_all_time_reduced, x [A] dm [A], row [N], accumulate [N] [1 # 8] Sequential);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_no_reduction_with_padding (stream_tensor.rs:2205)
// reference: verify_accumulate::<m![N], m![A # 8, B], m![1], m![A # 8, B, N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
row_accumulate_kernel!(valid_no_reduction_with_padding, x [A, B] dm [A # 8, B], row [N], accumulate [A # 8, B, N] [1 # 8] Sequential);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_padded_packet (stream_tensor.rs:2212)
// reference: verify_accumulate::<m![N], m![M], m![B], m![M, N], m![B # 8]>(AccumulationKind::Sequential)
// expect: valid
contract_kernel!(
    valid_padded_packet, i8,
    x [M, B, U] dm [M, B, U] fetch [M] [B, U] collect [M, B] [U],
    w [N, B, U] dm [N, B, U] fetch [N] [B, U] collect [N, B] [U],
    contract [B] accumulate [M, N] [B # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_full_temporal_reduction (stream_tensor.rs:2217)
// reference: verify_accumulate::<m![N], m![M], m![D], m![N, D / 8], m![D % 8]>(AccumulationKind::Sequential)
// expect: valid
contract_kernel!(
    valid_full_temporal_reduction, i8,
    x [M, D, V] dm [M, D, V] fetch [M] [D, V] collect [M, D / 16] [D % 16, V],
    w [N, D, V] dm [N, D, V] fetch [N] [D, V] collect [N, D / 16] [D % 16, V],
    contract [D] accumulate [N, D / 8] [D % 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_packet_axis (stream_tensor.rs:2223)
// reference: verify_accumulate::<m![N], m![M], m![B], m![M, N], m![A # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutPacket mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1431
contract_kernel!(
    invalid_packet_axis, i8,
    x [M, B, U] dm [M, B, U] fetch [M] [B, U] collect [M, B] [U],
    w [N, B, U] dm [N, B, U] fetch [N] [B, U] collect [N, B] [U],
    contract [B] accumulate [M, N] [A # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time (stream_tensor.rs:2229)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![C, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutTime mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1455
row_accumulate_kernel!(invalid_out_time, x [A, B] dm [A, B], row [N], accumulate [C, N] [1 # 8] Sequential);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_row (stream_tensor.rs:2235)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, M], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutTime mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1439
row_accumulate_kernel!(invalid_out_time_row, x [A, B] dm [A, B], row [N], accumulate [B, M] [1 # 8] Sequential);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_reorder (stream_tensor.rs:2241)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, A, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutTime axes must follow the same order as the Time axes")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1459
row_accumulate_kernel!(invalid_out_time_reorder, x [A, B] dm [A, B], row [N], accumulate [B, A, N] [1 # 8] Sequential);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_padding (stream_tensor.rs:2247)
// reference: verify_accumulate::<m![N], m![A, B # 32], m![1], m![B, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "Padding mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1522
row_accumulate_kernel!(invalid_out_time_padding, x [A, B] dm [A, B # 32], row [N], accumulate [B, N] [1 # 8] Sequential);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_padded_row (stream_tensor.rs:2253)
// reference: verify_accumulate::<m![M], m![A, B], m![1], m![B, M # 8], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "Padding mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1504
row_accumulate_kernel!(invalid_out_time_padded_row, x [A, B] dm [A, B], row [M], accumulate [B, M # 8] [1 # 8] Sequential);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_multi_axis_reduction (stream_tensor.rs:2258)
// reference: verify_accumulate::<m![N], m![A, B, C], m![1], m![B, N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
row_accumulate_kernel!(valid_multi_axis_reduction, x [A, B, C] dm [A, B, C], row [N], accumulate [B, N] [1 # 8] Sequential);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_buffer (stream_tensor.rs:2264)
// reference: verify_accumulate::<m![N], m![A, P], m![1], m![P, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "axes inner to reduce must be <= 32 in size, got 64")
// expect: Reducer::BUFFER at stream_tensor.rs:1566 with 32, 64
row_accumulate_kernel!(invalid_buffer, x [A, P] dm [A, P], row [N], accumulate [P, N] [1 # 8] Sequential);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_buffer_packet_outer (stream_tensor.rs:2270)
// reference: verify_accumulate::<m![1], m![A, N, B], m![D], m![N, B, D / 8], m![D % 8]>(AccumulationKind::Sequential), should_panic(expected = "axes inner to reduce must be <= 32 in size, got 64")
// expect: Reducer::BUFFER at stream_tensor.rs:1566 with 32, 64
contract_kernel!(
    invalid_buffer_packet_outer, i8,
    x [A, N, B, D, V] dm [A, N, B, D, V] fetch [A, N, B] [D, V] collect [A, N, B, D / 16] [D % 16, V],
    w [D, V] dm [D, V] fetch [1] [D, V] collect [D / 16] [D % 16, V],
    contract [D] accumulate [N, B, D / 8] [D % 8] Sequential
);
