// The reference's unit tests of verify_transpose (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::transpose::input_packet), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched and collected as [Time, Packet], then transposed to
// [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion it panics at.
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 8, D = 8, E = 4, F = 16];

// case: stream_tensor.rs::tests::transpose::input_packet::invalid (stream_tensor.rs:1796)
// reference: verify_transpose::<i8, m![C, D], m![E # 16], m![C, E], m![D # 32]>(), should_panic(expected = "Transpose input packet must be 32 bytes, got 16")
// unreachable: transpose is a method of CollectTensor only (stream_tensor.rs:1281), whose packet collect makes exactly one 32-byte flit (stream_tensor.rs:949, Collect::PACKET): a 16-byte Packet never reaches verify_transpose
