// The reference's unit tests of verify_transpose (furiosa-visa-std/src/stream_tensor.rs, mod
// tests::transpose::out_time), each written as a kernel: x copied to DM with 256 slices of P and the
// test's [Time, Packet] as Element, fetched and collected as [Time, Packet], then transposed to
// [OutTime, OutPacket]. `expect:` states the reference's verdict and the assertion it panics at.
use furiosa_visa_std::prelude::*;

axes![P = 256, A = 2, B = 2, C = 4, D = 2, E = 8, F = 8, G = 16];

// case: stream_tensor.rs::tests::transpose::out_time::invalid_outer_mismatch (stream_tensor.rs:1864)
// reference: verify_transpose::<i8, m![B, C, D], m![E # 32], m![A, D, E], m![C # 32]>(), should_panic(expected = "Transpose time mismatch")
// expect: Transpose::LAYOUT at stream_tensor.rs:1072
/// `stream_tensor.rs::tests::transpose::out_time::invalid_outer_mismatch`, line 1864.
#[device(chip = 1)]
fn invalid_outer_mismatch(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, B, C, D, E]>) -> HbmTensor<i8, m![1], m![P, B, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![B, C, D, E # 32]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![B, C, D], m![E # 32]>()
        .collect::<m![B, C, D], m![E # 32]>()
        .transpose::<m![A, D, E], m![C # 32]>();
    x_dm.to_hbm::<m![P, B, C, D, E]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::transpose::out_time::invalid_missing_packets_per_col (stream_tensor.rs:1870)
// reference: verify_transpose::<i8, m![C, D], m![E # 32], m![E], m![C # 32]>(), should_panic(expected = "not found in OutTime")
// expect: Transpose::LAYOUT at stream_tensor.rs:1044
/// `stream_tensor.rs::tests::transpose::out_time::invalid_missing_packets_per_col`, line 1870.
#[device(chip = 1)]
fn invalid_missing_packets_per_col(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, C, D, E]>) -> HbmTensor<i8, m![1], m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E # 32]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C, D], m![E # 32]>()
        .collect::<m![C, D], m![E # 32]>()
        .transpose::<m![E], m![C # 32]>();
    x_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::transpose::out_time::invalid_wrong_axis (stream_tensor.rs:1876)
// reference: verify_transpose::<i8, m![C, D], m![E # 32], m![D, F], m![C # 32]>(), should_panic(expected = "must match")
// expect: Transpose::LAYOUT at stream_tensor.rs:1065
/// `stream_tensor.rs::tests::transpose::out_time::invalid_wrong_axis`, line 1876.
#[device(chip = 1)]
fn invalid_wrong_axis(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, C, D, E]>) -> HbmTensor<i8, m![1], m![P, C, D, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, D, E # 32]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C, D], m![E # 32]>()
        .collect::<m![C, D], m![E # 32]>()
        .transpose::<m![D, F], m![C # 32]>();
    x_dm.to_hbm::<m![P, C, D, E]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::transpose::out_time::invalid_non_padding_resize (stream_tensor.rs:1882)
// reference: verify_transpose::<i8, m![C], m![E # 32], m![E = 4], m![C # 32]>(), should_panic(expected = "must match")
// E = 4 keeps 4 of the 8 elements of E: not only padding is removed
// expect: Transpose::LAYOUT at stream_tensor.rs:1065
/// `stream_tensor.rs::tests::transpose::out_time::invalid_non_padding_resize`, line 1882.
#[device(chip = 1)]
fn invalid_non_padding_resize(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, C, E]>) -> HbmTensor<i8, m![1], m![P, C, E]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![C, E # 32]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![C], m![E # 32]>()
        .collect::<m![C], m![E # 32]>()
        .transpose::<m![E = 4], m![C # 32]>();
    x_dm.to_hbm::<m![P, C, E]>(&mut ctx.tdma, 1 << 28)
}

// case: stream_tensor.rs::tests::transpose::out_time::invalid_out_rows_exceeds_in_cols (stream_tensor.rs:1889)
// reference: verify_transpose::<i8, m![A], m![B # 32], m![B # 16], m![A # 32]>(), should_panic(expected = "must be <=")
// the message names no out_rows or in_cols size: the check searches the transposes the engine can make
// expect: Transpose::LAYOUT at stream_tensor.rs:1059
/// `stream_tensor.rs::tests::transpose::out_time::invalid_out_rows_exceeds_in_cols`, line 1889.
#[device(chip = 1)]
fn invalid_out_rows_exceeds_in_cols(ctx: &mut Context, x: &HbmTensor<i8, m![1], m![P, A, B]>) -> HbmTensor<i8, m![1], m![P, A, B]> {
    let x_dm = x.to_dm::<m![1 # 2], m![P], m![A, B # 32]>(&mut ctx.tdma, 0);
    let _t = ctx
        .main
        .begin(x_dm.view())
        .fetch::<i8, m![A], m![B # 32]>()
        .collect::<m![A], m![B # 32]>()
        .transpose::<m![B # 16], m![A # 32]>();
    x_dm.to_hbm::<m![P, A, B]>(&mut ctx.tdma, 1 << 28)
}
