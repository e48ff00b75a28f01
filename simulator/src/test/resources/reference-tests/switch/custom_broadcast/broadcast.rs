// The reference's unit tests of verify_switch with SwitchConfig::CustomBroadcast
// (furiosa-visa-std/src/stream_tensor.rs, mod tests::switch::custom_broadcast::broadcast), each written as a
// kernel: x copied to DM with the test's InSlice as Slice and [InTime, K] as Element, fetched as
// Time InTime and Packet K (32 i8, one flit), then switched to [OutSlice, OutTime]. `expect:`
// states the reference's verdict and the assertion it panics at.
// Each case is one invocation of switch_kernel! (../../kernels.rs).
use furiosa_visa_std::prelude::*;

axes![A = 16, B = 16, C = 8, D = 2, E = 2, P = 4, Q = 8, R = 8, S = 256, X = 4, Y = 2, Z = 2, K = 32];

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::broadcast (stream_tensor.rs:2378)
// reference: verify_switch::<m![A, B], m![C], m![A, B / 4, X], m![C, B % 4]>(&SwitchConfig::CustomBroadcast { ring_size: 4 })
// expect: valid
switch_kernel!(broadcast, [A, B, C, K], [A, B], [C], m![A, B / 4, X], m![C, B % 4], 4);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::multi_axis_broadcast (stream_tensor.rs:2385)
// reference: verify_switch::<m![A, B], m![C], m![A / 2, Y, B / 2, Z], m![C, A % 2, B % 2]>(&SwitchConfig::CustomBroadcast { ring_size: 32 })
// expect: valid
switch_kernel!(multi_axis_broadcast, [A, B, C, K], [A, B], [C], m![A / 2, Y, B / 2, Z], m![C, A % 2, B % 2], 32);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::broadcast_with_permutation (stream_tensor.rs:2392)
// reference: verify_switch::<m![A, B], m![C], m![A % 4, A / 4, B / 4, X], m![C, B % 4]>(&SwitchConfig::CustomBroadcast { ring_size: 256 })
// expect: valid
switch_kernel!(broadcast_with_permutation, [A, B, C, K], [A, B], [C], m![A % 4, A / 4, B / 4, X], m![C, B % 4], 256);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::broadcast_with_inner_permutation (stream_tensor.rs:2399)
// reference: verify_switch::<m![R, Q, P], m![C], m![R, P / 2, Q, Y], m![C, P % 2]>(&SwitchConfig::CustomBroadcast { ring_size: 32 })
// expect: valid
switch_kernel!(broadcast_with_inner_permutation, [R, Q, P, C, K], [R, Q, P], [C], m![R, P / 2, Q, Y], m![C, P % 2], 32);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::broadcast_innermost_axis (stream_tensor.rs:2406)
// reference: verify_switch::<m![R, Q, P], m![C], m![R, Q, P / 2, Y], m![C, P % 2]>(&SwitchConfig::CustomBroadcast { ring_size: 2 })
// expect: valid
switch_kernel!(broadcast_innermost_axis, [R, Q, P, C, K], [R, Q, P], [C], m![R, Q, P / 2, Y], m![C, P % 2], 2);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::non_contiguous_broadcast (stream_tensor.rs:2413)
// reference: verify_switch::<m![R, Q, P], m![C], m![R / 2, Y, Q, P / 2, Z], m![C, R % 2, P % 2]>(&SwitchConfig::CustomBroadcast { ring_size: 64 })
// expect: valid
switch_kernel!(non_contiguous_broadcast, [R, Q, P, C, K], [R, Q, P], [C], m![R / 2, Y, Q, P / 2, Z], m![C, R % 2, P % 2], 64);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::full_broadcast (stream_tensor.rs:2421)
// reference: verify_switch::<m![A, B], m![C], m![S], m![C, A, B]>(&SwitchConfig::CustomBroadcast { ring_size: 256 })
// expect: valid
switch_kernel!(full_broadcast, [A, B, C, K], [A, B], [C], m![S], m![C, A, B], 256);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::padded_outer_time (stream_tensor.rs:2428)
// reference: verify_switch::<m![A, B], m![C # 32], m![A, B / 4, X], m![C # 32, B % 4]>(&SwitchConfig::CustomBroadcast { ring_size: 4 })
// expect: valid
switch_kernel!(padded_outer_time, [A, B, C, K], [A, B], [C # 32], m![A, B / 4, X], m![C # 32, B % 4], 4);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::padded_inner_axis_broadcast (stream_tensor.rs:2435)
// reference: verify_switch::<m![P # 8, Q # 32], m![C], m![P # 8, Q # 32 / 4, X], m![C, Q # 32 % 4]>(&SwitchConfig::CustomBroadcast { ring_size: 4 })
// expect: valid
switch_kernel!(padded_inner_axis_broadcast, [P, Q, C, K], [P # 8, Q # 32], [C], m![P # 8, Q # 32 / 4, X], m![C, Q # 32 % 4], 4);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::broadcast_with_padded_outer_axis (stream_tensor.rs:2442)
// reference: verify_switch::<m![P # 32, Q], m![C], m![P # 32, Q / 4, X], m![C, Q % 4]>(&SwitchConfig::CustomBroadcast { ring_size: 4 })
// expect: valid
switch_kernel!(broadcast_with_padded_outer_axis, [P, Q, C, K], [P # 32, Q], [C], m![P # 32, Q / 4, X], m![C, Q % 4], 4);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::padded_both_axes_broadcast (stream_tensor.rs:2449)
// reference: verify_switch::<m![P # 16, Q # 16], m![C], m![P # 16, Q # 16 / 4, X], m![C, Q # 16 % 4]>(&SwitchConfig::CustomBroadcast { ring_size: 4 })
// expect: valid
switch_kernel!(padded_both_axes_broadcast, [P, Q, C, K], [P # 16, Q # 16], [C], m![P # 16, Q # 16 / 4, X], m![C, Q # 16 % 4], 4);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::padded_time_broadcast (stream_tensor.rs:2456)
// reference: verify_switch::<m![P # 8, Q # 32], m![C # 16], m![P # 8, Q # 32 / 4, X], m![C # 16, Q # 32 % 4]>(&SwitchConfig::CustomBroadcast { ring_size: 4 })
// expect: valid
switch_kernel!(padded_time_broadcast, [P, Q, C, K], [P # 8, Q # 32], [C # 16], m![P # 8, Q # 32 / 4, X], m![C # 16, Q # 32 % 4], 4);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::duplicate_broadcast_symbol (stream_tensor.rs:2464)
// reference: verify_switch::<m![A, B], m![C], m![A / 2, Y, B / 2, Y], m![C, A % 2, B % 2]>(&SwitchConfig::CustomBroadcast { ring_size: 32 }), should_panic(expected = "Switch broadcast axes must each be used exactly once in OutSlice")
// expect: Switch::BROADCAST at stream_tensor.rs:766
switch_kernel!(duplicate_broadcast_symbol, [A, B, C, K], [A, B], [C], m![A / 2, Y, B / 2, Y], m![C, A % 2, B % 2], 32);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::broadcast_axis_from_time (stream_tensor.rs:2474)
// reference: verify_switch::<m![A, B], m![C], m![A, B / 8, C], m![C, B % 8]>(&SwitchConfig::CustomBroadcast { ring_size: 8 }), should_panic(expected = "Switch broadcast axes must be new axes (not present in input Slice or Time).")
// expect: Switch::BROADCAST at stream_tensor.rs:753
switch_kernel!(broadcast_axis_from_time, [A, B, C, K], [A, B], [C], m![A, B / 8, C], m![C, B % 8], 8);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::inter_transpose (stream_tensor.rs:2484)
// reference: verify_switch::<m![A, B], m![C], m![A, C, B / 8], m![B % 8]>(&SwitchConfig::CustomBroadcast { ring_size: 256 }), should_panic(expected = "Switch broadcast axes must be new axes (not present in input Slice or Time).")
// expect: Switch::BROADCAST at stream_tensor.rs:753
switch_kernel!(inter_transpose, [A, B, C, K], [A, B], [C], m![A, C, B / 8], m![B % 8], 256);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::partial_broadcast_replacement (stream_tensor.rs:2491)
// reference: verify_switch::<m![A, B], m![C], m![A / 2, Y, B / 2, Z], m![C, B % 2]>(&SwitchConfig::CustomBroadcast { ring_size: 32 })
// A % 2 replaced by the broadcast axis Y
// expect: valid
switch_kernel!(partial_broadcast_replacement, [A, B, C, K], [A, B], [C], m![A / 2, Y, B / 2, Z], m![C, B % 2], 32);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::padded_broadcast_axis (stream_tensor.rs:2500)
// reference: verify_switch::<m![A, B], m![C], m![A / 2, X # 8, B / 8, Y], m![C, A % 2, B % 8]>(&SwitchConfig::CustomBroadcast { ring_size: 32 }), should_panic(expected = "Switch broadcast axis X in output Slice must not be padded.")
// expect: Switch::BROADCAST at stream_tensor.rs:779
switch_kernel!(padded_broadcast_axis, [A, B, C, K], [A, B], [C], m![A / 2, X # 8, B / 8, Y], m![C, A % 2, B % 8], 32);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::moved_axes_not_innermost (stream_tensor.rs:2510)
// reference: verify_switch::<m![A, B], m![C], m![A / 2, Y, B / 2, Z], m![A % 2, C, B % 2]>(&SwitchConfig::CustomBroadcast { ring_size: 32 }), should_panic(expected = "Switch axes moving from input slice to output time must be at the output time innermost positions.")
// expect: Switch::LAYOUT at stream_tensor.rs:792
switch_kernel!(moved_axes_not_innermost, [A, B, C, K], [A, B], [C], m![A / 2, Y, B / 2, Z], m![A % 2, C, B % 2], 32);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::reversed_order_in_time (stream_tensor.rs:2520)
// reference: verify_switch::<m![A, B], m![C], m![A / 2, Y, B / 2, Z], m![C, B % 2, A % 2]>(&SwitchConfig::CustomBroadcast { ring_size: 32 }), should_panic(expected = "Switch axes moving from input Slice to output Time must preserve their relative order from input Slice.")
// A % 2 and B % 2 reversed in the output Time
// expect: Switch::LAYOUT at stream_tensor.rs:813
switch_kernel!(reversed_order_in_time, [A, B, C, K], [A, B], [C], m![A / 2, Y, B / 2, Z], m![C, B % 2, A % 2], 32);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::outer_time_padding_mismatch (stream_tensor.rs:2531)
// reference: verify_switch::<m![A, B], m![C # 32], m![A, B / 4, X], m![C # 16, B % 4]>(&SwitchConfig::CustomBroadcast { ring_size: 4 }), should_panic(expected = "Switch axes moving from input slice to output time must be at the output time innermost positions.")
// expect: Switch::LAYOUT at stream_tensor.rs:792
switch_kernel!(outer_time_padding_mismatch, [A, B, C, K], [A, B], [C # 32], m![A, B / 4, X], m![C # 16, B % 4], 4);

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::broadcast_replace_in_place (stream_tensor.rs:2538)
// reference: verify_switch::<m![R, P], m![C], m![R, X], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 4 })
// unreachable: InSlice m![R, P] holds 32 slices, OutSlice m![R, X] 32: a switch follows a fetch, whose Slice is 256 slices (stream_tensor.rs:204, Slice::SIZE), so no kernel switches 32 slices
