// The reference's unit tests of verify_commit (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::commit::valid), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched as [Time, Packet] (commit is a method of every stream
// position, stream_tensor.rs:1727) and committed as the test's Element. `expect:` states the
// reference's verdict and the assertion it panics at.
// Each case is one invocation of commit_kernel! (../kernels.rs).
use furiosa_visa_std::prelude::*;

axes![P = 256, M = 4, N = 8, A = 4, B = 3, C = 4];

// case: stream_tensor.rs::tests::commit::valid::full_truncation (stream_tensor.rs:1904)
// reference: verify_commit::<i8, m![A, B, C], m![N # 32], m![A, B, C, N]>()
// expect: valid
commit_kernel!(full_truncation, i8, [A, B, C, N], [A, B, C, N # 32], [A, B, C], [N # 32], m![A, B, C, N]);

// case: stream_tensor.rs::tests::commit::valid::partial_truncation (stream_tensor.rs:1909)
// reference: verify_commit::<i8, m![M], m![N # 32], m![M, N # 16]>()
// expect: valid
commit_kernel!(partial_truncation, i8, [M, N], [M, N # 32], [M], [N # 32], m![M, N # 16]);

// case: stream_tensor.rs::tests::commit::valid::no_truncation (stream_tensor.rs:1914)
// reference: verify_commit::<i8, m![M], m![N # 32], m![M, N # 32]>()
// expect: valid
commit_kernel!(no_truncation, i8, [M, N], [M, N # 32], [M], [N # 32], m![M, N # 32]);

// case: stream_tensor.rs::tests::commit::valid::bf16 (stream_tensor.rs:1919)
// reference: verify_commit::<bf16, m![M], m![N # 16], m![M, N]>()
// expect: valid
commit_kernel!(bf16, bf16, [M, N], [M, N # 16], [M], [N # 16], m![M, N]);

// case: stream_tensor.rs::tests::commit::valid::f32 (stream_tensor.rs:1924)
// reference: verify_commit::<f32, m![M], m![N # 8], m![M, N]>()
// expect: valid
commit_kernel!(f32, f32, [M, N], [M, N # 8], [M], [N # 8], m![M, N]);

// case: stream_tensor.rs::tests::commit::valid::single_time_step (stream_tensor.rs:1929)
// reference: verify_commit::<i8, m![1], m![N # 32], m![N # 8]>()
// expect: valid
commit_kernel!(single_time_step, i8, [N], [N # 32], [1], [N # 32], m![N # 8]);

// case: stream_tensor.rs::tests::commit::valid::non_padding_resize (stream_tensor.rs:1934)
// reference: verify_commit::<bf16, m![1], m![N # 16], m![N = 4]>()
// expect: valid
commit_kernel!(non_padding_resize, bf16, [N], [N # 16], [1], [N # 16], m![N = 4]);

// case: stream_tensor.rs::tests::commit::valid::time_transpose (stream_tensor.rs:1939)
// reference: verify_commit::<bf16, m![A # 32, B], m![N # 16], m![B, A # 32, N = 4]>()
// expect: valid
commit_kernel!(time_transpose, bf16, [A, B, N], [A # 32, B, N # 16], [A # 32, B], [N # 16], m![B, A # 32, N = 4]);
