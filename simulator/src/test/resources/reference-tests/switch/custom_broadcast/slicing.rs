// The reference's unit tests of verify_switch with SwitchConfig::CustomBroadcast
// (furiosa-visa-std/src/stream_tensor.rs, mod tests::switch::custom_broadcast::slicing), each written as a
// kernel: x copied to DM with the test's InSlice as Slice and [InTime, K] as Element, fetched as
// Time InTime and Packet K (32 i8, one flit), then switched to [OutSlice, OutTime]. `expect:`
// states the reference's verdict and the assertion it panics at.
// Each case is one invocation of switch_kernel! (../../kernels.rs).
use furiosa_visa_std::prelude::*;

axes![A = 16, B = 16, C = 8, D = 2, E = 2, P = 4, Q = 8, R = 8, S = 256, X = 4, Y = 2, Z = 2, K = 32];

// case: stream_tensor.rs::tests::switch::custom_broadcast::slicing::slicing (stream_tensor.rs:2555)
// reference: verify_switch::<m![A, B], m![C], m![A, B / 4, X], m![C, B % 4 = 3]>(&SwitchConfig::CustomBroadcast { ring_size: 4 })
// expect: valid
switch_kernel!(slicing, [A, B, C, K], [A, B], [C], m![A, B / 4, X], m![C, B % 4 = 3], 4);

// case: stream_tensor.rs::tests::switch::custom_broadcast::slicing::slicing_with_broadcast (stream_tensor.rs:2562)
// reference: verify_switch::<m![A, B], m![C], m![A / 2, Y, B / 4, X], m![C, A % 2, B % 4 = 3]>(&SwitchConfig::CustomBroadcast { ring_size: 32 })
// expect: valid
switch_kernel!(slicing_with_broadcast, [A, B, C, K], [A, B], [C], m![A / 2, Y, B / 4, X], m![C, A % 2, B % 4 = 3], 32);

// case: stream_tensor.rs::tests::switch::custom_broadcast::slicing::single_axis_slicing (stream_tensor.rs:2569)
// reference: verify_switch::<m![S], m![C], m![S / 4, X], m![C, S % 4 = 3]>(&SwitchConfig::CustomBroadcast { ring_size: 4 })
// expect: valid
switch_kernel!(single_axis_slicing, [S, C, K], [S], [C], m![S / 4, X], m![C, S % 4 = 3], 4);

// case: stream_tensor.rs::tests::switch::custom_broadcast::slicing::padded_broadcast_slicing (stream_tensor.rs:2576)
// reference: verify_switch::<m![P # 8, Q # 32], m![C], m![P # 8, Q # 32 / 4, X], m![C, Q # 32 % 4 = 3]>(&SwitchConfig::CustomBroadcast { ring_size: 4 })
// expect: valid
switch_kernel!(padded_broadcast_slicing, [P, Q, C, K], [P # 8, Q # 32], [C], m![P # 8, Q # 32 / 4, X], m![C, Q # 32 % 4 = 3], 4);

// case: stream_tensor.rs::tests::switch::custom_broadcast::slicing::wrong_axis_in_slicing (stream_tensor.rs:2584)
// reference: verify_switch::<m![A, B], m![C], m![A, B / 4, X], m![C, B / 4 = 3]>(&SwitchConfig::CustomBroadcast { ring_size: 4 }), should_panic(expected = "Switch broadcast axes in output time must come from input slice.")
// expect: Switch::LAYOUT at stream_tensor.rs:803
switch_kernel!(wrong_axis_in_slicing, [A, B, C, K], [A, B], [C], m![A, B / 4, X], m![C, B / 4 = 3], 4);
