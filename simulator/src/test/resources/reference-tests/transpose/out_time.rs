// The reference's unit tests of verify_transpose (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::transpose::out_time), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched and collected as [Time, Packet], then transposed to
// [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion it panics at.
// Each case is one invocation of transpose_kernel! (../kernels.rs).
use furiosa_visa_std::prelude::*;

axes![P = 256, A = 2, B = 2, C = 4, D = 2, E = 8, F = 8, G = 16];

// case: stream_tensor.rs::tests::transpose::out_time::invalid_outer_mismatch (stream_tensor.rs:1864)
// reference: verify_transpose::<i8, m![B, C, D], m![E # 32], m![A, D, E], m![C # 32]>(), should_panic(expected = "Transpose time mismatch")
// expect: Transpose::LAYOUT at stream_tensor.rs:1072
transpose_kernel!(invalid_outer_mismatch, i8, [B, C, D, E], [B, C, D], [E # 32], m![A, D, E], m![C # 32]);

// case: stream_tensor.rs::tests::transpose::out_time::invalid_missing_packets_per_col (stream_tensor.rs:1870)
// reference: verify_transpose::<i8, m![C, D], m![E # 32], m![E], m![C # 32]>(), should_panic(expected = "not found in OutTime")
// expect: Transpose::LAYOUT at stream_tensor.rs:1044
transpose_kernel!(invalid_missing_packets_per_col, i8, [C, D, E], [C, D], [E # 32], m![E], m![C # 32]);

// case: stream_tensor.rs::tests::transpose::out_time::invalid_wrong_axis (stream_tensor.rs:1876)
// reference: verify_transpose::<i8, m![C, D], m![E # 32], m![D, F], m![C # 32]>(), should_panic(expected = "must match")
// expect: Transpose::LAYOUT at stream_tensor.rs:1065
transpose_kernel!(invalid_wrong_axis, i8, [C, D, E], [C, D], [E # 32], m![D, F], m![C # 32]);

// case: stream_tensor.rs::tests::transpose::out_time::invalid_non_padding_resize (stream_tensor.rs:1882)
// reference: verify_transpose::<i8, m![C], m![E # 32], m![E = 4], m![C # 32]>(), should_panic(expected = "must match")
// E = 4 keeps 4 of the 8 elements of E: not only padding is removed
// expect: Transpose::LAYOUT at stream_tensor.rs:1065
transpose_kernel!(invalid_non_padding_resize, i8, [C, E], [C], [E # 32], m![E = 4], m![C # 32]);

// case: stream_tensor.rs::tests::transpose::out_time::invalid_out_rows_exceeds_in_cols (stream_tensor.rs:1889)
// reference: verify_transpose::<i8, m![A], m![B # 32], m![B # 16], m![A # 32]>(), should_panic(expected = "must be <=")
// out_rows = OutTime::SIZE 16 / the Time outer to in_rows (1) = 16, in_cols = 1 packet × 8 = 8
// expect: Transpose::LAYOUT at stream_tensor.rs:1059 with 16, 8
transpose_kernel!(invalid_out_rows_exceeds_in_cols, i8, [A, B], [A], [B # 32], m![B # 16], m![A # 32]);
