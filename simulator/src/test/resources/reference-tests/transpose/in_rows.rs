// The reference's unit tests of verify_transpose (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::transpose::in_rows), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched and collected as [Time, Packet], then transposed to
// [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion it panics at.
// Each case is one invocation of transpose_kernel! (../kernels.rs).
use furiosa_visa_std::prelude::*;

axes![P = 256, A = 4, C = 8, D = 8, E = 8, F = 32];

// case: stream_tensor.rs::tests::transpose::in_rows::invalid_i4 (stream_tensor.rs:1818)
// reference: verify_transpose::<i4, m![C, D], m![E # 64], m![C, E], m![F # 64]>(), should_panic(expected = "Transpose `in_rows` must be <= 8 bytes, got 16")
// expect: Transpose::LAYOUT at stream_tensor.rs:1003 with 16
transpose_kernel!(invalid_i4, i4, [C, D, E], [C, D], [E # 64], m![C, E], m![F # 64]);

// case: stream_tensor.rs::tests::transpose::in_rows::invalid_i8 (stream_tensor.rs:1824)
// reference: verify_transpose::<i8, m![C, D], m![E # 32], m![C, E], m![A, D]>(), should_panic(expected = "Transpose `in_rows` must be <= 8 bytes, got 32")
// expect: Transpose::LAYOUT at stream_tensor.rs:1003 with 32
transpose_kernel!(invalid_i8, i8, [C, D, E], [C, D], [E # 32], m![C, E], m![A, D]);

// case: stream_tensor.rs::tests::transpose::in_rows::invalid_bf16 (stream_tensor.rs:1830)
// reference: verify_transpose::<bf16, m![C, D], m![E # 16], m![C, E], m![D # 16]>(), should_panic(expected = "Transpose `in_rows` must be <= 8 bytes, got 16")
// expect: Transpose::LAYOUT at stream_tensor.rs:1003 with 16
transpose_kernel!(invalid_bf16, bf16, [C, D, E], [C, D], [E # 16], m![C, E], m![D # 16]);

// case: stream_tensor.rs::tests::transpose::in_rows::invalid_in_rows_not_in_time (stream_tensor.rs:1836)
// reference: verify_transpose::<i8, m![C, D], m![E # 32], m![C, E], m![A # 32]>(), should_panic(expected = "must be present in the input Time")
// expect: Transpose::LAYOUT at stream_tensor.rs:1015
transpose_kernel!(invalid_in_rows_not_in_time, i8, [C, D, E], [C, D], [E # 32], m![C, E], m![A # 32]);
