// The reference's unit tests of verify_switch with SwitchConfig::CustomBroadcast
// (furiosa-visa-std/src/stream_tensor.rs, mod tests::switch::custom_broadcast::broadcast), each written as a
// kernel: x copied to DM with the test's InSlice as Slice and [InTime, K] as Element, fetched as
// Time InTime and Packet K (32 i8, one flit), then switched to [OutSlice, OutTime]. `expect:`
// states the reference's verdict and the assertion it panics at.
// The test declares its own axes (all of size 2) inside its body.
use furiosa_visa_std::prelude::*;

axes![A = 2, B = 2, C = 2, D = 2, E = 2, X = 2, K = 32];

// case: stream_tensor.rs::tests::switch::custom_broadcast::broadcast::broadcast_with_moved_axis (stream_tensor.rs:2543)
// reference: verify_switch::<m![A, B, C, D, E], m![1], m![E, B, X, A, D], m![C]>(&SwitchConfig::CustomBroadcast { ring_size: 32 })
// unreachable: InSlice m![A, B, C, D, E] holds 32 slices (every axis of size 2): a switch follows a fetch, whose Slice is 256 slices (stream_tensor.rs:204, Slice::SIZE), so no kernel switches 32 slices
