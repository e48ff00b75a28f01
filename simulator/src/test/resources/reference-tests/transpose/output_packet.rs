// The reference's unit tests of verify_transpose (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::transpose::output_packet), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched and collected as [Time, Packet], then transposed to
// [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion it panics at.
// Each case is one invocation of transpose_kernel! (../kernels.rs).
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 8, D = 8, E = 8];

// case: stream_tensor.rs::tests::transpose::output_packet::invalid (stream_tensor.rs:1807)
// reference: verify_transpose::<i8, m![C, D], m![E # 32], m![C, E], m![D # 16]>(), should_panic(expected = "Transpose output packet must be 32 bytes, got 16")
// expect: Transpose::PACKET at stream_tensor.rs:994 with 16
transpose_kernel!(invalid, i8, [C, D, E], [C, D], [E # 32], m![C, E], m![D # 16]);
