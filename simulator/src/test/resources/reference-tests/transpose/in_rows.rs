// The reference's unit tests of verify_transpose (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::transpose::in_rows), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched and collected as [Time, Packet], then transposed to
// [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion it panics at.
use furiosa_visa_std::prelude::*;

axes![P = 256, A = 4, C = 8, D = 8, E = 8, F = 32];

// case: stream_tensor.rs::tests::transpose::in_rows::invalid_i4 (stream_tensor.rs:1818)
// reference: verify_transpose::<i4, m![C, D], m![E # 64], m![C, E], m![F # 64]>(), should_panic(expected = "Transpose `in_rows` must be <= 8 bytes, got 16")
// expect: Transpose::LAYOUT at stream_tensor.rs:1003 with 16
/// `stream_tensor.rs::tests::transpose::in_rows::invalid_i4`, line 1818.
#[device(chip = 1)]
fn invalid_i4(ctx: &mut Context, x: &HbmTensor<i4, m![1], m![P, C, D, E]>) -> HbmTensor<i4, m![1], m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E # 64]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i4, m![C, D], m![E # 64]>()
        .collect::<m![C, D], m![E # 64]>()
        .transpose::<m![C, E], m![F # 64]>();
    x_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::transpose::in_rows::invalid_i8 (stream_tensor.rs:1824)
// reference: verify_transpose::<i8, m![C, D], m![E # 32], m![C, E], m![A, D]>(), should_panic(expected = "Transpose `in_rows` must be <= 8 bytes, got 32")
// expect: Transpose::LAYOUT at stream_tensor.rs:1003 with 32
/// `stream_tensor.rs::tests::transpose::in_rows::invalid_i8`, line 1824.
#[device(chip = 1)]
fn invalid_i8(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, C, D, E]>) -> HbmTensor<i8, m![1], m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E # 32]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C, D], m![E # 32]>()
        .collect::<m![C, D], m![E # 32]>()
        .transpose::<m![C, E], m![A, D]>();
    x_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::transpose::in_rows::invalid_bf16 (stream_tensor.rs:1830)
// reference: verify_transpose::<bf16, m![C, D], m![E # 16], m![C, E], m![D # 16]>(), should_panic(expected = "Transpose `in_rows` must be <= 8 bytes, got 16")
// expect: Transpose::LAYOUT at stream_tensor.rs:1003 with 16
/// `stream_tensor.rs::tests::transpose::in_rows::invalid_bf16`, line 1830.
#[device(chip = 1)]
fn invalid_bf16(ctx: &mut Context, x: &HbmTensor<bf16, m![1], m![P, C, D, E]>) -> HbmTensor<bf16, m![1], m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E # 16]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<bf16, m![C, D], m![E # 16]>()
        .collect::<m![C, D], m![E # 16]>()
        .transpose::<m![C, E], m![D # 16]>();
    x_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::transpose::in_rows::invalid_in_rows_not_in_time (stream_tensor.rs:1836)
// reference: verify_transpose::<i8, m![C, D], m![E # 32], m![C, E], m![A # 32]>(), should_panic(expected = "must be present in the input Time")
// expect: Transpose::LAYOUT at stream_tensor.rs:1015
/// `stream_tensor.rs::tests::transpose::in_rows::invalid_in_rows_not_in_time`, line 1836.
#[device(chip = 1)]
fn invalid_in_rows_not_in_time(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, C, D, E]>) -> HbmTensor<i8, m![1], m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E # 32]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C, D], m![E # 32]>()
        .collect::<m![C, D], m![E # 32]>()
        .transpose::<m![C, E], m![A # 32]>();
    x_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}
