// The reference's unit tests of verify_transpose (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::transpose::valid), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched and collected as [Time, Packet], then transposed to
// [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion it panics at.
// Each case is one invocation of transpose_kernel! (../kernels.rs).
use furiosa_visa_std::prelude::*;

axes![P = 256, A = 4, B = 2, C = 8, D = 4, E = 8, F = 8, G = 2, X = 64, Y = 512];

// case: stream_tensor.rs::tests::transpose::valid::basic (stream_tensor.rs:1764)
// reference: verify_transpose::<i8, m![C, F], m![E # 32], m![C, E], m![F # 32]>()
// expect: valid
transpose_kernel!(basic, i8, [C, F, E], [C, F], [E # 32], m![C, E], m![F # 32]);

// case: stream_tensor.rs::tests::transpose::valid::small (stream_tensor.rs:1769)
// reference: verify_transpose::<i8, m![A], m![B # 32], m![B], m![A # 32]>()
// expect: valid
transpose_kernel!(small, i8, [A, B], [A], [B # 32], m![B], m![A # 32]);

// case: stream_tensor.rs::tests::transpose::valid::small_no_slicing (stream_tensor.rs:1775)
// reference: verify_transpose::<i8, m![A], m![B # 32], m![B # 8], m![A # 32]>()
// expect: valid
transpose_kernel!(small_no_slicing, i8, [A, B], [A], [B # 32], m![B # 8], m![A # 32]);

// case: stream_tensor.rs::tests::transpose::valid::large_col (stream_tensor.rs:1780)
// reference: verify_transpose::<i8, m![B, C, D], m![E # 32], m![B, D, E], m![C # 32]>()
// expect: valid
transpose_kernel!(large_col, i8, [B, C, D, E], [B, C, D], [E # 32], m![B, D, E], m![C # 32]);

// case: stream_tensor.rs::tests::transpose::valid::bf16 (stream_tensor.rs:1785)
// reference: verify_transpose::<bf16, m![C, D], m![E # 16], m![C, E], m![D # 16]>()
// expect: valid
transpose_kernel!(bf16, bf16, [C, D, E], [C, D], [E # 16], m![C, E], m![D # 16]);
