// The reference's unit tests of verify_contract (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::contract), each written as a kernel: w fills a TRF of one Row with the test's Packet as
// Element, x is fetched with that Packet (64 bytes, collected as two flits) and aligned with the
// TRF to Time m![1] and the Packet, then contracted to the test's OutPacket. `expect:` states the
// reference's verdict and the assertion it panics at.
// Each case is one invocation of twin_contract_kernel! (kernels.rs): x and w alike.
use furiosa_visa_std::prelude::*;

axes![S = 256, A = 4, B = 2, C = 4, D = 32, K = 64, M = 4, N = 8, O = 2, P = 8];

// case: stream_tensor.rs::tests::contract::valid_full_reduction (stream_tensor.rs:2005)
// reference: verify_contract::<i8, m![K], m![1]>()
// expect: valid
twin_contract_kernel!(valid_full_reduction, i8, [K] dm [K] collect [K / 32] [K % 32], contract [1]);

// case: stream_tensor.rs::tests::contract::valid_partial_reduction (stream_tensor.rs:2010)
// reference: verify_contract::<i8, m![K], m![K / 4]>()
// K % 4 reduced
// expect: valid
twin_contract_kernel!(valid_partial_reduction, i8, [K] dm [K] collect [K / 32] [K % 32], contract [K / 4]);

// case: stream_tensor.rs::tests::contract::invalid_retained_packet_size (stream_tensor.rs:2017)
// reference: verify_contract::<i8, m![K], m![D]>(), should_panic(expected = "not a valid contraction")
// expect: Reducer::CONTRACT at stream_tensor.rs:1335
twin_contract_kernel!(invalid_retained_packet_size, i8, [K] dm [K] collect [K / 32] [K % 32], contract [D]);

// case: stream_tensor.rs::tests::contract::invalid_no_reduction (stream_tensor.rs:2023)
// reference: verify_contract::<i8, m![K], m![K]>(), should_panic(expected = "OutPacket::SIZE must be at most 32, got 64")
// the temporal accumulator has 32 columns: a packet of 64 kept whole does not fit
// expect: Reducer::SPATIAL_OUTPUT at stream_tensor.rs:1320 with 32, 64
twin_contract_kernel!(invalid_no_reduction, i8, [K] dm [K] collect [K / 32] [K % 32], contract [K]);

// case: stream_tensor.rs::tests::contract::valid_partial_reduction_multi_axis (stream_tensor.rs:2029)
// reference: verify_contract::<i8, m![A, D / 2], m![A, D / 8]>()
// D / 2 % 4 reduced, [A, D / 8] retained
// expect: valid
twin_contract_kernel!(valid_partial_reduction_multi_axis, i8, [A, D / 2] dm [A, D / 2] collect [A / 2] [A % 2, D / 2], contract [A, D / 8]);

// case: stream_tensor.rs::tests::contract::valid_padded_packet_inner_reduction (stream_tensor.rs:2035)
// reference: verify_contract::<i8, m![A # 16, C], m![A]>()
// expect: valid
twin_contract_kernel!(valid_padded_packet_inner_reduction, i8, [A, C] dm [A # 16, C] collect [1 # 2] [A # 8, C], contract [A]);

// case: stream_tensor.rs::tests::contract::valid_padded_packet_inner_reduction_with_padding (stream_tensor.rs:2040)
// reference: verify_contract::<i8, m![A # 16, C], m![A # 16]>()
// expect: valid
twin_contract_kernel!(valid_padded_packet_inner_reduction_with_padding, i8, [A, C] dm [A # 16, C] collect [1 # 2] [A # 8, C], contract [A # 16]);

// case: stream_tensor.rs::tests::contract::valid_padded_packet_split (stream_tensor.rs:2045)
// reference: verify_contract::<i8, m![B # 8, N], m![B]>()
// expect: valid
twin_contract_kernel!(valid_padded_packet_split, i8, [B, N] dm [B # 8, N] collect [1 # 2] [B # 4, N], contract [B]);

// case: stream_tensor.rs::tests::contract::valid_no_spatial_reduction_bf16 (stream_tensor.rs:2050)
// reference: verify_contract::<bf16, m![D], m![D]>()
// tree depth 0: the 32 bf16 elements pass through
// expect: valid
twin_contract_kernel!(valid_no_spatial_reduction_bf16, bf16, [D] dm [D] collect [D / 16] [D % 16], contract [D]);

// case: stream_tensor.rs::tests::contract::invalid_non_power_of_two_out_packet (stream_tensor.rs:2057)
// reference: verify_contract::<i8, m![K], m![K = 3]>(), should_panic(expected = "OutPacket::SIZE must be a power of two, got 3")
// expect: Reducer::CONTRACT at stream_tensor.rs:1326 with 3
twin_contract_kernel!(invalid_non_power_of_two_out_packet, i8, [K] dm [K] collect [K / 32] [K % 32], contract [K = 3]);

// case: stream_tensor.rs::tests::contract::invalid_partial_inner_packet (stream_tensor.rs:2063)
// reference: verify_contract::<i8, m![K], m![K % 4]>(), should_panic(expected = "not a valid contraction")
// expect: Reducer::CONTRACT at stream_tensor.rs:1335
twin_contract_kernel!(invalid_partial_inner_packet, i8, [K] dm [K] collect [K / 32] [K % 32], contract [K % 4]);
