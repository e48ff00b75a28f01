// The reference's unit tests of verify_accumulate (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::accumulate::out_packet_size), each written as a kernel: w fills a TRF with the test's Row, x is
// fetched, collected and aligned with it to the test's Time and a 64-byte packet that contract
// reduces to the test's Packet (m![1] from W, m![D] from [D, V], m![B] from [B, U]), then
// accumulated to [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion
// it panics at.
// Each case is one invocation of contract_kernel! (../kernels.rs).
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 2, C = 4, D = 32, K = 64, M = 4, N = 8, O = 2, P = 8, W = 64, V = 2, U = 32];

// case: stream_tensor.rs::tests::accumulate::out_packet_size::valid (stream_tensor.rs:2077)
// reference: verify_accumulate::<m![1], m![A], m![1], m![A], m![1 # 8]>(AccumulationKind::Interleaved)
// expect: valid
contract_kernel!(
    valid, i8,
    x [A, W] dm [A, W] fetch [A] [W] collect [A, W / 32] [W % 32],
    w [W] dm [W] fetch [1] [W] collect [W / 32] [W % 32],
    contract [1] accumulate [A] [1 # 8] Interleaved
);

// case: stream_tensor.rs::tests::accumulate::out_packet_size::invalid (stream_tensor.rs:2083)
// reference: verify_accumulate::<m![1], m![A], m![1], m![A], m![D]>(AccumulationKind::Interleaved), should_panic(expected = "OutPacket::SIZE must be 8, got 32")
// expect: Reducer::ACCUMULATE_LAYOUT at stream_tensor.rs:1362 with 8, 32
contract_kernel!(
    invalid, i8,
    x [A, W] dm [A, W] fetch [A] [W] collect [A, W / 32] [W % 32],
    w [W] dm [W] fetch [1] [W] collect [W / 32] [W % 32],
    contract [1] accumulate [A] [D] Interleaved
);
