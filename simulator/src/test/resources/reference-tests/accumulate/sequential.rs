// The reference's unit tests of verify_accumulate (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::accumulate::sequential), each written as a kernel: w fills a TRF with the test's Row, x is
// fetched, collected and aligned with it to the test's Time and a 64-byte packet that contract
// reduces to the test's Packet (m![1] from W, m![D] from [D, V], m![B] from [B, U]), then
// accumulated to [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion
// it panics at.
// Each case is one invocation of contract_kernel! (../kernels.rs).
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 2, C = 4, D = 32, K = 64, M = 4, N = 8, O = 2, P = 8, W = 64, V = 2, U = 32];

// case: stream_tensor.rs::tests::accumulate::sequential::valid (stream_tensor.rs:2190)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
contract_kernel!(
    valid, i8,
    x [A, B, W] dm [A, B, W] fetch [A, B] [W] collect [A, B, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [B, N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_padded_row (stream_tensor.rs:2195)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, N # 8], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
contract_kernel!(
    valid_padded_row, i8,
    x [A, B, W] dm [A, B, W] fetch [A, B] [W] collect [A, B, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [B, N # 8] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_all_time_reduced (stream_tensor.rs:2200)
// reference: verify_accumulate::<m![N], m![A], m![1], m![N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
contract_kernel!(
    valid_all_time_reduced, i8,
    x [A, W] dm [A, W] fetch [A] [W] collect [A, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_no_reduction_with_padding (stream_tensor.rs:2205)
// reference: verify_accumulate::<m![N], m![A # 8, B], m![1], m![A # 8, B, N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
contract_kernel!(
    valid_no_reduction_with_padding, i8,
    x [A, B, W] dm [A # 8, B, W] fetch [A # 8, B] [W] collect [A # 8, B, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [A # 8, B, N] [1 # 8] Sequential
);

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
contract_kernel!(
    invalid_out_time, i8,
    x [A, B, W] dm [A, B, W] fetch [A, B] [W] collect [A, B, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [C, N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_row (stream_tensor.rs:2235)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, M], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutTime mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1439
contract_kernel!(
    invalid_out_time_row, i8,
    x [A, B, W] dm [A, B, W] fetch [A, B] [W] collect [A, B, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [B, M] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_reorder (stream_tensor.rs:2241)
// reference: verify_accumulate::<m![N], m![A, B], m![1], m![B, A, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "OutTime axes must follow the same order as the Time axes")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1459
contract_kernel!(
    invalid_out_time_reorder, i8,
    x [A, B, W] dm [A, B, W] fetch [A, B] [W] collect [A, B, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [B, A, N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_padding (stream_tensor.rs:2247)
// reference: verify_accumulate::<m![N], m![A, B # 32], m![1], m![B, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "Padding mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1522
contract_kernel!(
    invalid_out_time_padding, i8,
    x [A, B, W] dm [A, B # 32, W] fetch [A, B # 32] [W] collect [A, B # 32, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [B, N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_out_time_padded_row (stream_tensor.rs:2253)
// reference: verify_accumulate::<m![M], m![A, B], m![1], m![B, M # 8], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "Padding mismatch")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1504
contract_kernel!(
    invalid_out_time_padded_row, i8,
    x [A, B, W] dm [A, B, W] fetch [A, B] [W] collect [A, B, W / 32] [W % 32],
    w [M, W] dm [M, W] fetch [M] [W] collect [M, W / 32] [W % 32],
    contract [1] accumulate [B, M # 8] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::valid_multi_axis_reduction (stream_tensor.rs:2258)
// reference: verify_accumulate::<m![N], m![A, B, C], m![1], m![B, N], m![1 # 8]>(AccumulationKind::Sequential)
// expect: valid
contract_kernel!(
    valid_multi_axis_reduction, i8,
    x [A, B, C, W] dm [A, B, C, W] fetch [A, B, C] [W] collect [A, B, C, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [B, N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_buffer (stream_tensor.rs:2264)
// reference: verify_accumulate::<m![N], m![A, P], m![1], m![P, N], m![1 # 8]>(AccumulationKind::Sequential), should_panic(expected = "axes inner to reduce must be <= 32 in size, got 64")
// expect: Reducer::BUFFER at stream_tensor.rs:1566 with 32, 64
contract_kernel!(
    invalid_buffer, i8,
    x [A, P, W] dm [A, P, W] fetch [A, P] [W] collect [A, P, W / 32] [W % 32],
    w [N, W] dm [N, W] fetch [N] [W] collect [N, W / 32] [W % 32],
    contract [1] accumulate [P, N] [1 # 8] Sequential
);

// case: stream_tensor.rs::tests::accumulate::sequential::invalid_buffer_packet_outer (stream_tensor.rs:2270)
// reference: verify_accumulate::<m![1], m![A, N, B], m![D], m![N, B, D / 8], m![D % 8]>(AccumulationKind::Sequential), should_panic(expected = "axes inner to reduce must be <= 32 in size, got 64")
// expect: Reducer::BUFFER at stream_tensor.rs:1566 with 32, 64
contract_kernel!(
    invalid_buffer_packet_outer, i8,
    x [A, N, B, D, V] dm [A, N, B, D, V] fetch [A, N, B] [D, V] collect [A, N, B, D / 16] [D % 16, V],
    w [D, V] dm [D, V] fetch [1] [D, V] collect [D / 16] [D % 16, V],
    contract [D] accumulate [N, B, D / 8] [D % 8] Sequential
);
