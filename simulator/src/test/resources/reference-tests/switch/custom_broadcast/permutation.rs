// The reference's unit tests of verify_switch with SwitchConfig::CustomBroadcast
// (furiosa-visa-std/src/stream_tensor.rs, mod tests::switch::custom_broadcast::permutation), each written as a
// kernel: x copied to DM with the test's InSlice as Slice and [InTime, K] as Element, fetched as
// Time InTime and Packet K (32 i8, one flit), then switched to [OutSlice, OutTime]. `expect:`
// states the reference's verdict and the assertion it panics at.
// Each case is one invocation of switch_kernel! (../../kernels.rs).
use furiosa_visa_std::prelude::*;

axes![A = 16, B = 16, C = 8, D = 2, E = 2, P = 4, Q = 8, R = 8, S = 256, X = 4, Y = 2, Z = 2, K = 32];

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::identity (stream_tensor.rs:2303)
// reference: verify_switch::<m![S], m![C], m![S], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 1 })
// expect: valid
switch_kernel!(identity, [S, C, K], [S], [C], m![S], m![C], 1);

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::full_permutation (stream_tensor.rs:2308)
// reference: verify_switch::<m![A, B], m![C], m![B % 4, B / 4, A % 4, A / 4], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 256 })
// expect: valid
switch_kernel!(full_permutation, [A, B, C, K], [A, B], [C], m![B % 4, B / 4, A % 4, A / 4], m![C], 256);

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::partial_permutation (stream_tensor.rs:2315)
// reference: verify_switch::<m![A, B], m![C], m![A, B % 4, B / 4], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 16 })
// expect: valid
switch_kernel!(partial_permutation, [A, B, C, K], [A, B], [C], m![A, B % 4, B / 4], m![C], 16);

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::three_axis_inner_swap (stream_tensor.rs:2322)
// reference: verify_switch::<m![R, Q, P], m![C], m![R, P, Q], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 32 })
// expect: valid
switch_kernel!(three_axis_inner_swap, [R, Q, P, C, K], [R, Q, P], [C], m![R, P, Q], m![C], 32);

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::three_axis_outer_swap (stream_tensor.rs:2329)
// reference: verify_switch::<m![R, Q, P], m![C], m![Q, R, P], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 256 })
// expect: valid
switch_kernel!(three_axis_outer_swap, [R, Q, P, C, K], [R, Q, P], [C], m![Q, R, P], m![C], 256);

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::padded_identity (stream_tensor.rs:2336)
// reference: verify_switch::<m![P # 16, Q # 16], m![C], m![P # 16, Q # 16], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 1 })
// expect: valid
switch_kernel!(padded_identity, [P, Q, C, K], [P # 16, Q # 16], [C], m![P # 16, Q # 16], m![C], 1);

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::padded_full_swap (stream_tensor.rs:2343)
// reference: verify_switch::<m![R # 16, Q # 16], m![C], m![Q # 16, R # 16], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 256 })
// expect: valid
switch_kernel!(padded_full_swap, [R, Q, C, K], [R # 16, Q # 16], [C], m![Q # 16, R # 16], m![C], 256);

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::padded_full_swap_different_padding (stream_tensor.rs:2350)
// reference: verify_switch::<m![R # 16, Q # 16], m![C], m![Q # 32, R # 8], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 256 })
// expect: valid
switch_kernel!(padded_full_swap_different_padding, [R, Q, C, K], [R # 16, Q # 16], [C], m![Q # 32, R # 8], m![C], 256);

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::padded_partial_permutation (stream_tensor.rs:2357)
// reference: verify_switch::<m![R # 16, Q # 16], m![C], m![R # 16, Q # 16 % 4, Q # 16 / 4], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 16 })
// expect: valid
switch_kernel!(padded_partial_permutation, [R, Q, C, K], [R # 16, Q # 16], [C], m![R # 16, Q # 16 % 4, Q # 16 / 4], m![C], 16);

// case: stream_tensor.rs::tests::switch::custom_broadcast::permutation::permutation_time_change (stream_tensor.rs:2367)
// reference: verify_switch::<m![A, B], m![C], m![B, A], m![R]>(&SwitchConfig::CustomBroadcast { ring_size: 256 }), should_panic(expected = "Switch axes moving from input slice to output time must be at the output time innermost positions.")
// expect: Switch::LAYOUT at stream_tensor.rs:792
switch_kernel!(permutation_time_change, [A, B, C, K], [A, B], [C], m![B, A], m![R], 256);
