// The reference's unit tests of verify_transpose (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::transpose::in_cols), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched and collected as [Time, Packet], then transposed to
// [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion it panics at.
use furiosa_visa_std::prelude::*;

axes![P = 256, C = 8, D = 8, E = 8, F = 16, G = 4];

// case: stream_tensor.rs::tests::transpose::in_cols::invalid_i4 (stream_tensor.rs:1847)
// reference: verify_transpose::<i4, m![F, G], m![E # 64], m![G, E], m![F # 64]>(), should_panic(expected = "Transpose `in_cols` size (64) must be one of [16, 32] for 4-bit type")
// expect: Transpose::LAYOUT at stream_tensor.rs:1026 with 64
/// `stream_tensor.rs::tests::transpose::in_cols::invalid_i4`, line 1847.
#[device(chip = 1)]
fn invalid_i4(ctx: &mut Context, x: &HbmTensor<i4, m![1], m![P, F, G, E]>) -> HbmTensor<i4, m![1], m![P, F, G, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![F, G, E # 64]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i4, m![F, G], m![E # 64]>()
        .collect::<m![F, G], m![E # 64]>()
        .transpose::<m![G, E], m![F # 64]>();
    x_dm.to_hbm::<m![P, F, G, E]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::transpose::in_cols::invalid_i8 (stream_tensor.rs:1853)
// reference: verify_transpose::<i8, m![C, D], m![E # 32], m![D, E], m![C # 32]>(), should_panic(expected = "Transpose `in_cols` size (64) must be one of [8, 16, 32] for 8-bit type")
// expect: Transpose::LAYOUT at stream_tensor.rs:1026 with 64
/// `stream_tensor.rs::tests::transpose::in_cols::invalid_i8`, line 1853.
#[device(chip = 1)]
fn invalid_i8(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, C, D, E]>) -> HbmTensor<i8, m![1], m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E # 32]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C, D], m![E # 32]>()
        .collect::<m![C, D], m![E # 32]>()
        .transpose::<m![D, E], m![C # 32]>();
    x_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}
