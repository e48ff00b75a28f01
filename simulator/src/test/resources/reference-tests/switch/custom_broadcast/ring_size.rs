// The reference's unit tests of verify_switch with SwitchConfig::CustomBroadcast
// (furiosa-visa-std/src/stream_tensor.rs, mod tests::switch::custom_broadcast::ring_size), each written as a
// kernel: x copied to DM with the test's InSlice as Slice and [InTime, K] as Element, fetched as
// Time InTime and Packet K (32 i8, one flit), then switched to [OutSlice, OutTime]. `expect:`
// states the reference's verdict and the assertion it panics at.
// Each case is one invocation of switch_kernel! (../../kernels.rs).
use furiosa_visa_std::prelude::*;

axes![A = 16, B = 16, C = 8, D = 2, E = 2, P = 4, Q = 8, R = 8, S = 256, X = 4, Y = 2, Z = 2, K = 32];

// case: stream_tensor.rs::tests::switch::custom_broadcast::ring_size::non_power_of_two (stream_tensor.rs:2596)
// reference: verify_switch::<m![A, B], m![C], m![A, B / 4, X], m![C, B % 4]>(&SwitchConfig::CustomBroadcast { ring_size: 3 }), should_panic(expected = "Switch ring size must be a power of 2, got 3")
// expect: Switch::TOPOLOGY at stream_tensor.rs:735 with 3
switch_kernel!(non_power_of_two, [A, B, C, K], [A, B], [C], m![A, B / 4, X], m![C, B % 4], 3);

// case: stream_tensor.rs::tests::switch::custom_broadcast::ring_size::wrong_full_permutation (stream_tensor.rs:2604)
// reference: verify_switch::<m![A, B], m![C], m![B % 4, B / 4, A % 4, A / 4], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 4 }), should_panic(expected = "Switch ring size mismatch. Expected 256, got 4")
// expect: Switch::TOPOLOGY at stream_tensor.rs:842 with 256, 4
switch_kernel!(wrong_full_permutation, [A, B, C, K], [A, B], [C], m![B % 4, B / 4, A % 4, A / 4], m![C], 4);

// case: stream_tensor.rs::tests::switch::custom_broadcast::ring_size::wrong_partial_permutation (stream_tensor.rs:2612)
// reference: verify_switch::<m![A, B], m![C], m![A, B % 4, B / 4], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 256 }), should_panic(expected = "Switch ring size mismatch. Expected 16, got 256")
// expect: Switch::TOPOLOGY at stream_tensor.rs:842 with 16, 256
switch_kernel!(wrong_partial_permutation, [A, B, C, K], [A, B], [C], m![A, B % 4, B / 4], m![C], 256);

// case: stream_tensor.rs::tests::switch::custom_broadcast::ring_size::wrong_broadcast (stream_tensor.rs:2620)
// reference: verify_switch::<m![A, B], m![C], m![A, B / 4, X], m![C, B % 4]>(&SwitchConfig::CustomBroadcast { ring_size: 32 }), should_panic(expected = "Switch ring size mismatch. Expected 4, got 32")
// expect: Switch::TOPOLOGY at stream_tensor.rs:842 with 4, 32
switch_kernel!(wrong_broadcast, [A, B, C, K], [A, B], [C], m![A, B / 4, X], m![C, B % 4], 32);

// case: stream_tensor.rs::tests::switch::custom_broadcast::ring_size::wrong_permutation_above_broadcast (stream_tensor.rs:2628)
// reference: verify_switch::<m![R, Q, P], m![C], m![Q, R, P / 2, Y], m![C, P % 2]>(&SwitchConfig::CustomBroadcast { ring_size: 2 }), should_panic(expected = "Switch ring size mismatch. Expected 256, got 2")
// expect: Switch::TOPOLOGY at stream_tensor.rs:842 with 256, 2
switch_kernel!(wrong_permutation_above_broadcast, [R, Q, P, C, K], [R, Q, P], [C], m![Q, R, P / 2, Y], m![C, P % 2], 2);

// case: stream_tensor.rs::tests::switch::custom_broadcast::ring_size::wrong_padded_broadcast (stream_tensor.rs:2636)
// reference: verify_switch::<m![A # 16, B # 16], m![C], m![A # 16, B # 16 / 4, X], m![C, B # 16 % 4]>(&SwitchConfig::CustomBroadcast { ring_size: 16 }), should_panic(expected = "Switch ring size mismatch. Expected 4, got 16")
// expect: Switch::TOPOLOGY at stream_tensor.rs:842 with 4, 16
switch_kernel!(wrong_padded_broadcast, [A, B, C, K], [A # 16, B # 16], [C], m![A # 16, B # 16 / 4, X], m![C, B # 16 % 4], 16);

// case: stream_tensor.rs::tests::switch::custom_broadcast::ring_size::wrong_padded_permutation (stream_tensor.rs:2644)
// reference: verify_switch::<m![A # 16, B # 16], m![C], m![A # 16, B # 16 % 4, B # 16 / 4], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 256 }), should_panic(expected = "Switch ring size mismatch. Expected 16, got 256")
// expect: Switch::TOPOLOGY at stream_tensor.rs:842 with 16, 256
switch_kernel!(wrong_padded_permutation, [A, B, C, K], [A # 16, B # 16], [C], m![A # 16, B # 16 % 4, B # 16 / 4], m![C], 256);

// case: stream_tensor.rs::tests::switch::custom_broadcast::ring_size::wrong_padded_permutation_above_broadcast (stream_tensor.rs:2652)
// reference: verify_switch::<m![P # 8, Q # 32], m![C], m![Q # 32 / 4, P # 8, X], m![C, Q # 32 % 4]>(&SwitchConfig::CustomBroadcast { ring_size: 4 }), should_panic(expected = "Switch ring size mismatch. Expected 256, got 4")
// expect: Switch::TOPOLOGY at stream_tensor.rs:842 with 256, 4
switch_kernel!(wrong_padded_permutation_above_broadcast, [P, Q, C, K], [P # 8, Q # 32], [C], m![Q # 32 / 4, P # 8, X], m![C, Q # 32 % 4], 4);
