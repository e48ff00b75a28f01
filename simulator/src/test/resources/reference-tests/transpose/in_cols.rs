// The reference's unit tests of verify_transpose (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::transpose::in_cols), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched and collected as [Time, Packet], then transposed to
// [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion it panics at.
// Each case is one invocation of transpose_kernel! (../kernels.rs).
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 8, D = 8, E = 8, F = 16, G = 4];

// case: stream_tensor.rs::tests::transpose::in_cols::invalid_i4 (stream_tensor.rs:1847)
// reference: verify_transpose::<i4, m![F, G], m![E # 64], m![G, E], m![F # 64]>(), should_panic(expected = "Transpose `in_cols` size (64) must be one of [16, 32] for 4-bit type")
// expect: Transpose::LAYOUT at stream_tensor.rs:1026 with 64
transpose_kernel!(invalid_i4, i4, [F, G, E], [F, G], [E # 64], m![G, E], m![F # 64]);

// case: stream_tensor.rs::tests::transpose::in_cols::invalid_i8 (stream_tensor.rs:1853)
// reference: verify_transpose::<i8, m![C, D], m![E # 32], m![D, E], m![C # 32]>(), should_panic(expected = "Transpose `in_cols` size (64) must be one of [8, 16, 32] for 8-bit type")
// expect: Transpose::LAYOUT at stream_tensor.rs:1026 with 64
transpose_kernel!(invalid_i8, i8, [C, D, E], [C, D], [E # 32], m![D, E], m![C # 32]);
