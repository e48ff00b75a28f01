// The reference's unit tests of verify_commit (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::commit::invalid), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched as [Time, Packet] (commit is a method of every stream
// position, stream_tensor.rs:1727) and committed as the test's Element. `expect:` states the
// reference's verdict and the assertion it panics at.
// Each case is one invocation of commit_kernel! (../kernels.rs).
use furiosa_visa_std::prelude::*;

axes![P = 256, M = 4, N = 8, X = 8, Y = 4, Z = 2];

// case: stream_tensor.rs::tests::commit::invalid::input_packet_not_flit (stream_tensor.rs:1951)
// reference: verify_commit::<i8, m![M], m![N # 16], m![M, N]>(), should_panic(expected = "Commit input packet must be exactly 32 bytes (one flit), got 16")
// expect: Commit::PACKET at stream_tensor.rs:1690 with 16
commit_kernel!(input_packet_not_flit, i8, [M, N], [M, N # 16], [M], [N # 16], m![M, N]);

// case: stream_tensor.rs::tests::commit::invalid::out_packet_invalid_size (stream_tensor.rs:1957)
// reference: verify_commit::<i8, m![M], m![N # 32], m![M, N # 13]>(), should_panic(expected = "Commit output packet must be one of [8, 16, 24, 32] bytes, got 13")
// expect: Commit::IN_SIZE at stream_tensor.rs:1709 with 13
commit_kernel!(out_packet_invalid_size, i8, [M, N], [M, N # 32], [M], [N # 32], m![M, N # 13]);

// case: stream_tensor.rs::tests::commit::invalid::extra_padding (stream_tensor.rs:1963)
// reference: verify_commit::<i8, m![M], m![N # 32], m![M, N # 48]>(), should_panic(expected = "Commit output packet must be one of [8, 16, 24, 32] bytes, got 48")
// expect: Commit::IN_SIZE at stream_tensor.rs:1709 with 48
commit_kernel!(extra_padding, i8, [M, N], [M, N # 32], [M], [N # 32], m![M, N # 48]);

// case: stream_tensor.rs::tests::commit::invalid::different_packet_axes (stream_tensor.rs:1969)
// reference: verify_commit::<i8, m![M], m![N # 32], m![M, X]>(), should_panic(expected = "Commit packet mismatch")
// expect: Commit::LAYOUT at stream_tensor.rs:1716
commit_kernel!(different_packet_axes, i8, [M, N], [M, N # 32], [M], [N # 32], m![M, X]);

// case: stream_tensor.rs::tests::commit::invalid::different_time_axes (stream_tensor.rs:1975)
// reference: verify_commit::<i8, m![M], m![N # 32], m![Y, N # 16]>(), should_panic(expected = "not a valid transpose of the input Time")
// expect: Commit::LAYOUT at stream_tensor.rs:1703
commit_kernel!(different_time_axes, i8, [M, N], [M, N # 32], [M], [N # 32], m![Y, N # 16]);

// case: stream_tensor.rs::tests::commit::invalid::time_transpose_padding_mismatch (stream_tensor.rs:1981)
// reference: verify_commit::<bf16, m![M # 32, X], m![N # 16], m![X, M # 16, N = 4]>(), should_panic(expected = "not a valid transpose of the input Time")
// expect: Commit::LAYOUT at stream_tensor.rs:1703
commit_kernel!(time_transpose_padding_mismatch, bf16, [M, X, N], [M # 32, X, N # 16], [M # 32, X], [N # 16], m![X, M # 16, N = 4]);

// case: stream_tensor.rs::tests::commit::invalid::time_axis_dropped_with_padding (stream_tensor.rs:1987)
// reference: verify_commit::<i8, m![M, Z], m![N # 32], m![M # 8, N]>(), should_panic(expected = "not a valid transpose of the input Time")
// expect: Commit::LAYOUT at stream_tensor.rs:1703
commit_kernel!(time_axis_dropped_with_padding, i8, [M, Z, N], [M, Z, N # 32], [M, Z], [N # 32], m![M # 8, N]);

// case: stream_tensor.rs::tests::commit::invalid::time_axis_resized_with_padding (stream_tensor.rs:1993)
// reference: verify_commit::<i8, m![M # 8], m![N # 32], m![M = 2 # 8, N]>(), should_panic(expected = "not a valid transpose of the input Time")
// expect: Commit::LAYOUT at stream_tensor.rs:1703
commit_kernel!(time_axis_resized_with_padding, i8, [M, N], [M # 8, N # 32], [M # 8], [N # 32], m![M = 2 # 8, N]);
